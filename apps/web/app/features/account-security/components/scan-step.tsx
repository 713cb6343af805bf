import { Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RecoveryCodesAnswer, TwoFactorSetupAnswer } from '@penwise/contract';
import { CodeField } from '~/components/forms/code-field';
import { brand } from '~/lib/brand';
import { enableTwoFactor } from '../api/enable-two-factor';
import { appCodeRule } from '../utils/code-rules';
import classes from './account-security.module.css';
import { StepForm } from '~/components/forms/step-form';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { CopyTextButton } from '~/components/copy-text-button';

interface ScanStepProps {
  setup: TwoFactorSetupAnswer['success'];
  onEnabled: (answer: RecoveryCodesAnswer['success']) => void;
  onCancel: () => void;
}

// An <img> of the server's SVG: an image cannot run scripts, so no markup is injected into the page.
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
// Apps accept the key with spaces; blocks of four are easier to type.
const groupKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Set-up, step 2: scan the QR code (or type the key), then prove it with a code to turn two-factor on. */
export function ScanStep({ setup, onEnabled, onCancel }: ScanStepProps) {
  const form = useForm({ initialValues: { code: '' }, validate: { code: appCodeRule } });
  const { onSubmit, pending, notice } = useFormSubmit({ form, send: enableTwoFactor, onDone: onEnabled });

  return (
    <StepForm
      label="Add your authenticator app"
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Checking the code…"
      submitLabel="Turn on"
      onCancel={onCancel}
      notice={notice}
    >
      <ol className={classes.steps}>
        <li>
          <Text fw={600}>Scan this QR code with your authenticator app</Text>
          <Text size="sm" c="dimmed" mb="sm">
            Google Authenticator, Microsoft Authenticator, 1Password, Authy or any app for time-based codes.
          </Text>
          <img
            className={classes.qr}
            src={svgSource(setup.qr_svg)}
            alt={`QR code that adds ${brand.name} to your authenticator app`}
          />
          <Text size="sm" mt="sm" mb={6} id="two-factor-key-label">
            Cannot scan it? Enter this key in the app instead:
          </Text>
          <Group gap="xs" align="center">
            <code className={classes.key} aria-labelledby="two-factor-key-label" data-testid="two-factor-key">
              {groupKey(setup.secret)}
            </code>
            <CopyTextButton
              variant="subtle"
              size="compact-sm"
              value={setup.secret}
              label="Copy key"
              iconSize={14}
            />
          </Group>
        </li>
        <li>
          <Text fw={600} mb={6}>
            Enter the 6-digit code the app shows
          </Text>
          <CodeField label="Authentication code" placeholder="123 456" {...form.getInputProps('code')} />
        </li>
      </ol>
    </StepForm>
  );
}
