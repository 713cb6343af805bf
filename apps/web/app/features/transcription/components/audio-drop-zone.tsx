import { Stack, Text, ThemeIcon } from '@mantine/core';
import { uploadLimits } from '@penwise/contract';
import { IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import classes from './transcription.module.css';

interface AudioDropZoneProps {
  /** While a file is being transcribed the choice is locked. */
  disabled: boolean;
  onFile: (file: File) => void;
}

/** The upload area: click, Enter/Space or drop a file; highlighted while dragging. */
export function AudioDropZone({ disabled, onFile }: AudioDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  // A file dropped just beside the zone would make the browser leave the page to open it.
  useEffect(() => {
    const guard = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, []);

  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  // Entering a child fires dragenter on it before dragleave on the parent, and Safari gives no
  // relatedTarget, so the zone counts enters and leaves to know when the drag has really left.
  const depth = useRef(0);
  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    depth.current += 1;
    if (!disabled) setDragging(true);
  };
  // preventDefault on dragover is what lets the element accept a drop at all.
  const onDragOver = (event: DragEvent) => event.preventDefault();
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-types ${id}-size`}
        className={classes.dropZone}
        data-dragging={dragging || undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <Stack align="center" gap={6}>
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconCloudUpload size={26} stroke={1.6} />
          </ThemeIcon>
          <Text fw={600} id={`${id}-title`}>
            Upload audio file or Drag and Drop
          </Text>
          <Text size="sm" c="dimmed" id={`${id}-types`}>
            Supported files: mp3, mp4, mpeg, wav
          </Text>
          <Text size="sm" c="dimmed" id={`${id}-size`}>
            File size upto: 25MB
          </Text>
        </Stack>
      </div>
      {/* Outside the zone: its own click would otherwise bubble up and open the picker again. */}
      <input
        ref={input}
        type="file"
        accept={uploadLimits.accept}
        aria-label="Audio file"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again still reports a change.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
