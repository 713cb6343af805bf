import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';

/** 'I agree to the privacy policy', required before sending, never sent itself. */
export function PrivacyCheckbox(props: CheckboxProps) {
  return (
    <Checkbox
      name="privacy"
      required
      label={
        <>
          I agree to the {/* A new tab, so reading the policy does not lose what was typed here. */}
          <Anchor component={Link} to={paths.privacyPolicy} target="_blank" rel="noopener" inherit>
            privacy policy
          </Anchor>
        </>
      }
      {...props}
    />
  );
}
