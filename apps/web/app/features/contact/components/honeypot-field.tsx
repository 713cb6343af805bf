import { useId, type ChangeEventHandler } from 'react';
import classes from './contact.module.css';

interface HoneypotFieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/**
 * A field only bots fill in: moved off-screen (not display:none, which some bots skip), hidden
 * from screen readers and out of the Tab order. The server drops a message that fills it.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
