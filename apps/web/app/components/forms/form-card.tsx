import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, SubmitEventHandler } from 'react';
import { LoadingOverlay } from '../loading-overlay';
import { FormMessage, type FormNotice } from './form-message';
import classes from './form-card.module.css';

interface FormCardProps {
  /** Id of the title, which names the form for assistive technology. */
  titleId: string;
  title: string;
  description: ReactNode;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  pending: boolean;
  /** What the loading overlay says while the call runs; no overlay without it. */
  pendingLabel?: string;
  submitLabel: string;
  notice: FormNotice | null;
  children: ReactNode;
}

/** A settings card holding one form: title and what it does, the fields, submit, the answer below. */
export function FormCard({
  titleId,
  title,
  description,
  onSubmit,
  pending,
  pendingLabel,
  submitLabel,
  notice,
  children,
}: FormCardProps) {
  return (
    <Paper withBorder p="lg" shadow="xs" className={classes.card}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md" pos="relative">
          {pendingLabel && <LoadingOverlay visible={pending} label={pendingLabel} />}
          <div>
            <Title order={3} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          </div>
          {children}
          <Group>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
          <FormMessage notice={notice} />
        </Stack>
      </form>
    </Paper>
  );
}
