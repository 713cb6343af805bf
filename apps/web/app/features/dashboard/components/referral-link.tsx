import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useReferral } from '../api/fetch-referral';
import classes from './upgrade-banner.module.css';

/** The user's own referral link, to share; purchases through it record the code (issue 3). */
export function ReferralLink() {
  const { data, error } = useReferral();
  const link = data?.success.link ?? '';
  return (
    <div className={classes.referral}>
      <Text component="label" htmlFor="referral-link" size="sm" fw={600}>
        Your referral link
      </Text>
      {error && !data ? (
        <Text size="sm" className={classes.muted}>
          Your referral link could not be loaded right now.
        </Text>
      ) : (
        <Group gap="xs" mt={6}>
          <TextInput
            id="referral-link"
            size="sm"
            readOnly
            value={link}
            placeholder="Loading…"
            className={classes.referralInput}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                size="sm"
                variant="white"
                disabled={!link}
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
    </div>
  );
}
