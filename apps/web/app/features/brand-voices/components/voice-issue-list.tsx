import type { VoiceIssue } from '@penwise/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ruleNames, stillApplies } from '../utils/voice-issues';

interface VoiceIssueListProps {
  issues: readonly VoiceIssue[];
  /** The text as it is now: an issue whose excerpt moved or changed can no longer be accepted. */
  text: string;
  onAccept: (issue: VoiceIssue) => void;
}

/** Each place a text breaks the voice: the rule, the words, why, and the fix to accept. */
export function VoiceIssueList({ issues, text, onAccept }: VoiceIssueListProps) {
  return (
    <Stack component="ul" gap="xs" aria-label="Voice issues" p={0} m={0} style={{ listStyle: 'none' }}>
      {issues.map((issue) => {
        const applies = stillApplies(issue, text);
        return (
          <Paper
            component="li"
            key={`${String(issue.start)}-${issue.rule}-${issue.excerpt}`}
            withBorder
            p="sm"
          >
            <Stack gap={6}>
              <Badge variant="light" color="orange" size="sm">
                {ruleNames[issue.rule]}
              </Badge>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                “{issue.excerpt}”
              </Text>
              <Text size="sm">{issue.message}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Suggested: {issue.suggestion === '' ? '(remove it)' : `“${issue.suggestion}”`}
              </Text>
              <Group justify="flex-end" gap="xs">
                {!applies && (
                  <Text size="xs" c="dimmed">
                    This part of the text has changed since the check.
                  </Text>
                )}
                <Button
                  size="xs"
                  onClick={() => onAccept(issue)}
                  disabled={!applies}
                  aria-label={`Accept the fix for “${issue.excerpt}”`}
                >
                  Accept
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
