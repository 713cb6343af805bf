import { useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure } from '~/lib/api-client';
import { usePending } from '~/lib/use-pending';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phoneNumber: string;
  message: string;
  /** The honeypot: people never see it, so it stays empty unless a bot fills it. */
  website: string;
  /** The privacy checkbox: required, but never sent. */
  privacy: boolean;
}

export const privacyRequiredText = 'Please agree to the privacy policy.';

const initialValues: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  country: 'US',
  phoneNumber: '',
  message: '',
  website: '',
  privacy: false,
};

// In the order the form shows them, so focus lands on the first field a person has to fix.
const visibleFields = [
  'firstName',
  'lastName',
  'email',
  'country',
  'phoneNumber',
  'message',
  'privacy',
] as const;

type BodyRules = (values: ContactFormValues) => FormErrors;

// The contract's rules and the call are built on zod: they load when the visitor first focuses the
// form (or submits), so /contact itself loads no schema. Until then a check waits for them.
let bodyRules: BodyRules | undefined;
let loadingRules: Promise<BodyRules> | undefined;

function loadContactRules(): Promise<BodyRules> {
  loadingRules ??= import('../utils/contact-rules').then(
    ({ contactBodyErrors }) => (bodyRules = contactBodyErrors),
    (error: unknown) => {
      loadingRules = undefined; // the next focus or submit tries again
      throw error;
    },
  );
  return loadingRules;
}

function validate(values: ContactFormValues): FormErrors | Promise<FormErrors> {
  const privacy = values.privacy ? {} : { privacy: privacyRequiredText };
  if (bodyRules) return { ...bodyRules(values), ...privacy };
  return loadContactRules().then((rules) => ({ ...rules(values), ...privacy }));
}

async function sendContact(values: ContactFormValues) {
  return (await import('../api/send-contact')).sendContact(values);
}

const preloadRules = () => void loadContactRules().catch(() => undefined);

/** The contact form's values, rules and submit: success opens the popup, a failure shows inline. */
export function useContactForm() {
  const [error, setError] = useState<string | null>(null);
  const [send, pending] = usePending(sendContact);
  const { showMessage } = usePopup();
  const form = useForm({ initialValues, validate, validateInputOnBlur: true });

  const focusField = (field: (typeof visibleFields)[number]) => form.getInputNode(field)?.focus();

  const focusFirstInvalid = (errors: FormErrors) => {
    const field = visibleFields.find((name) => name in errors);
    if (field) focusField(field);
  };

  const onSubmit = form.onSubmit(async (values) => {
    setError(null);
    const result = await send(values);
    if (isFailure(result)) {
      // The form keeps its values, so nothing typed is lost; a named field gets the message too.
      const field = visibleFields.find((name) => name === result.field);
      if (field) {
        form.setFieldError(field, result.error);
        focusField(field);
      }
      setError(result.error);
      return;
    }
    form.reset();
    showMessage(result.success.message);
  }, focusFirstInvalid);

  return { form, onSubmit, onFocus: preloadRules, pending, error };
}
