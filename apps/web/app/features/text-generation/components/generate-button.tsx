import { Button } from '@mantine/core';
import { IconPlayerStopFilled, IconSparkles } from '@tabler/icons-react';

interface GenerateButtonProps {
  busy: boolean;
  stopping: boolean;
  disabled: boolean;
  onStop: () => void;
}

/** Generate (the form's submit) while idle, Stop while a generation streams. */
export function GenerateButton({ busy, stopping, disabled, onStop }: GenerateButtonProps) {
  // Separate keys, so Stop and Generate are separate DOM buttons. Reusing one element would let a
  // Stop click end the stream, re-render the same button as type=submit before the browser runs the
  // click's default action, and so start a new generation at once.
  return busy ? (
    <Button
      key="stop"
      type="button"
      color="red"
      variant="light"
      size="md"
      leftSection={<IconPlayerStopFilled size={18} />}
      loading={stopping}
      onClick={(event) => {
        // Stop takes Generate's place: the second click of a double-click on Generate lands
        // here, and must not end the generation it just started.
        if (event.detail > 1) return;
        onStop();
      }}
    >
      Stop
    </Button>
  ) : (
    <Button
      key="generate"
      type="submit"
      size="md"
      leftSection={<IconSparkles size={18} />}
      disabled={disabled}
    >
      Generate
    </Button>
  );
}
