import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CUSTOMER_MESSAGE_MAX,
  charCount,
  supportHoursWords,
  validateCustomerMessage,
  type CustomerMessageFields,
  type ValidationReason,
} from '@kankan/domain';
import { clientMessage, messageForCode, messageForReason } from '@kankan/i18n';
import { useEffect, useRef, useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { Popover } from '../../components/Popover/Popover.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { MailIcon, SuccessIcon } from '../../icons/icons.tsx';
import type { ServiceError } from '../serviceError.ts';
import * as styles from './CustomerMessagePanel.css.ts';

type Field = keyof CustomerMessageFields;

/** Server codes shown at a field: sensitive words at the message, a refused contact format at the contact. */
const FIELD_OF_CODE: Readonly<Record<number, Field>> = {
  7001: 'content',
  7002: 'content',
  3013: 'contact',
  3019: 'contact',
};

export interface CustomerMessagePanelProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The message is being sent. */
  isPending?: boolean;
  /**
   * The last send's refusal: 7001 / 7002 (sensitive words) show at the message, 3013 / 3019 at the contact, any
   * other code above the form. Editing the field it names hides it; what was typed stays.
   */
  serverError?: ServiceError | null;
  /** The message was received: the panel thanks the user (client message 12) and the form starts empty again. */
  isSubmitted?: boolean;
  /** Send a message; both fields are checked first (trimmed). */
  onSubmit: (message: CustomerMessageFields) => void;
  /** "Write another" after a message was received. */
  onWriteAnother?: () => void;
}

const emptyMessage: CustomerMessageFields = { contact: '', content: '' };

function reasonMessage(field: Field, reason: ValidationReason): string {
  // Spec 8.1 message 10 for a contact that is neither an e-mail nor a phone number.
  if (field === 'contact' && reason === 'contactInvalid') return clientMessage('contactIncorrect');
  return messageForReason(reason);
}

/**
 * The floating button's label. The site draws the button only once a page is live, so its prerender step adds these
 * characters to the page's cut of the Chinese face (apps/site entry-prerender.tsx).
 */
export const messageUsLabel = msg`Message us`;

/**
 * The customer-message panel (spec 2.5, 5, 7.1): a floating round "Message us" button (its name read out, a letter
 * shown, small enough to stay in the page's side margin) at the bottom end of the page
 * opens a panel with the contact (an e-mail, mobile or landline number) and the message, both required. Server
 * refusals show where they belong (sensitive words at the message); once received, the panel says so.
 */
export function CustomerMessagePanel({
  isOpen,
  defaultOpen,
  onOpenChange,
  isPending = false,
  serverError = null,
  isSubmitted = false,
  onSubmit,
  onWriteAnother,
}: CustomerMessagePanelProps) {
  const { t } = useLingui();
  // Kept here so a draft survives closing and reopening the panel; a received message starts a new draft.
  const [values, setValues] = useState<CustomerMessageFields>(emptyMessage);
  const [seenSubmitted, setSeenSubmitted] = useState(isSubmitted);
  if (isSubmitted !== seenSubmitted) {
    setSeenSubmitted(isSubmitted);
    if (isSubmitted) setValues(emptyMessage);
  }
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <div className={styles.dock}>
        <IconButton label={t(messageUsLabel)} icon={<MailIcon />} variant="solid" tone="accent" size="large" />
      </div>
      <Popover title={t`Leave us a message`} placement="top end">
        {({ close }) =>
          isSubmitted ? (
            <Received onWriteAnother={onWriteAnother} onDone={close} />
          ) : (
            <MessageForm
              values={values}
              onValues={setValues}
              isPending={isPending}
              serverError={serverError}
              onSubmit={onSubmit}
            />
          )
        }
      </Popover>
    </DialogTrigger>
  );
}

interface ReceivedProps {
  onWriteAnother: (() => void) | undefined;
  onDone: () => void;
}

/**
 * The thank-you (client message 12). The focused Send button left with the form, so focus goes to the first action
 * here, not wherever the browser or the popover's focus scope happens to put it (the dialog itself, seen under load).
 */
function Received({ onWriteAnother, onDone }: ReceivedProps) {
  const { t, i18n } = useLingui();
  const { hours, zone } = supportHoursWords(i18n.locale);
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    actions.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <div className={styles.content}>
      <p className={styles.success} role="status">
        <SuccessIcon />
        <span>{clientMessage('messageReceived')}</span>
      </p>
      <p className={styles.successNote}>{t`We reply during support hours: Monday to Friday, ${hours} (${zone}).`}</p>
      <div className={styles.actions} ref={actions}>
        {onWriteAnother ? (
          <Button variant="outline" tone="neutral" onPress={onWriteAnother}>
            {t`Write another`}
          </Button>
        ) : null}
        <Button onPress={onDone}>{t`Done`}</Button>
      </div>
    </div>
  );
}

interface MessageFormProps extends Pick<CustomerMessagePanelProps, 'onSubmit'> {
  values: CustomerMessageFields;
  onValues: (update: (current: CustomerMessageFields) => CustomerMessageFields) => void;
  isPending: boolean;
  serverError: ServiceError | null;
}

function MessageForm({ values, onValues, isPending, serverError, onSubmit }: MessageFormProps) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationReason>>>({});
  const [attempt, setAttempt] = useState(0);
  // The server error the user has edited its field since; it is then hidden.
  const [editedAfter, setEditedAfter] = useState<ServiceError | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const shown = serverError && serverError !== editedAfter ? serverError : null;
  const serverField = shown?.code != null ? FIELD_OF_CODE[shown.code] : undefined;
  const formError = shown && !serverField ? (shown.message ?? messageForCode(shown.code ?? 0)) : null;

  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const errorOf = (field: Field): string | undefined => {
    const reason = errors[field];
    if (reason) return reasonMessage(field, reason);
    return shown?.code != null && serverField === field ? messageForCode(shown.code) : undefined;
  };
  const change = (field: Field) => (value: string) => {
    onValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (serverField === field) setEditedAfter(serverError);
  };
  const contactError = errorOf('contact');
  const contentError = errorOf('content');

  return (
    <div className={styles.content} ref={ref}>
      <p className={styles.intro}>
        {t`Questions about cameras, capacity or your account? Leave a message and we will get back to you.`}
      </p>
      <Form
        formError={formError}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (isPending) return;
          const found = validateCustomerMessage(values);
          setErrors(found);
          setAttempt((n) => n + 1);
          if (Object.keys(found).length > 0) return;
          onSubmit({ contact: values.contact.trim(), content: values.content.trim() });
        }}
      >
        <TextField
          name="contact"
          label={t`Contact`}
          description={t`An e-mail address, mobile or landline number.`}
          autoComplete="email"
          isRequired
          value={values.contact}
          onChange={change('contact')}
          isDisabled={isPending}
          isInvalid={contactError !== undefined}
          errorMessage={contactError}
        />
        <TextArea
          name="content"
          label={t`Message`}
          rows={5}
          isRequired
          description={t`${charCount(values.content.trim())} of ${CUSTOMER_MESSAGE_MAX} characters`}
          value={values.content}
          onChange={change('content')}
          isDisabled={isPending}
          isInvalid={contentError !== undefined}
          errorMessage={contentError}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={isPending}>
            {t`Send`}
          </Button>
        </div>
      </Form>
    </div>
  );
}
