import { useLingui } from '@lingui/react/macro';
import { CAMERA_TYPE, validateSerialBatch, type CameraTypeId, type CameraTypeName } from '@kankan/domain';
import { messageForCode } from '@kankan/i18n';
import { useId, useState } from 'react';
import { TextContext } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { SerialNumberListField } from '../../components/SerialNumberListField/SerialNumberListField.tsx';
import { SuccessIcon } from '../../icons/icons.tsx';
import * as styles from './AddCameraDialog.css.ts';

/** The server codes shown under the serial numbers; any other code is a form-level message. */
const FIELD_CODES: readonly number[] = [4010, 4011, 4013, 6010];

function noRowProblems(values: readonly string[]): null[] {
  return values.map(() => null);
}

export interface AddCameraDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The camera type chosen first. Default Pro. */
  defaultCameraType?: CameraTypeName;
  /**
   * The last bind call's refusal. 4010, 4011, 4013 (wrong type) and 6010 show under the input: at the row of `serial`
   * when the refusal names one that is in the list, else under the whole list; others above the form.
   */
  serverError?: { code: number; serial?: string | null } | null;
  /** The bind call is running. */
  isPending?: boolean;
  /** Serial numbers just bound: shows the "bound" screen. */
  boundSerials?: readonly string[] | null;
  /** Bind these cameras (rows trimmed; checked non-empty and without repeats). */
  onBind: (request: { cameraType: CameraTypeId; serialNumbers: string[] }) => void;
  /** Continue after the "bound" screen. */
  onContinue: () => void;
}

/**
 * Add camera by serial number (spec 2.5, 4; 705 px): the camera type, up to 10 serial numbers, and the server's
 * refusal at the field; after binding, a "bound" screen lists the serial numbers with a Continue button.
 */
export function AddCameraDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  defaultCameraType = 'pro',
  serverError = null,
  isPending = false,
  boundSerials = null,
  onBind,
  onContinue,
}: AddCameraDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const [cameraType, setCameraType] = useState<CameraTypeName>(defaultCameraType);
  const [serials, setSerials] = useState<string[]>(['']);
  // Row errors show once Bind has been pressed, then follow the typing.
  const [tried, setTried] = useState(false);
  // The error the user has edited the list since; it is then no longer shown (the text they typed stays).
  const [editedAfter, setEditedAfter] = useState<{ code: number } | null>(null);
  const shownError = serverError && serverError !== editedAfter ? serverError : null;
  const atField = shownError && FIELD_CODES.includes(shownError.code) ? messageForCode(shownError.code) : null;
  const refusedRow = shownError?.serial ? serials.findIndex((serial) => serial.trim() === shownError.serial) : -1;
  const rowErrors =
    atField && refusedRow >= 0 ? serials.map((_, index) => (index === refusedRow ? atField : null)) : undefined;
  const fieldError = rowErrors ? null : atField;
  const formError = shownError && !FIELD_CODES.includes(shownError.code) ? messageForCode(shownError.code) : null;
  const isBound = boundSerials != null && boundSerials.length > 0;
  const typeNames: Record<CameraTypeName, string> = { pro: t`Pro`, minion: t`Minion`, lite: t`Lite` };

  return (
    <Modal size="bindCamera" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={isBound ? t`Camera bound` : t`Add camera`}
        footer={({ close }) =>
          isBound ? (
            <Button onPress={onContinue}>{t`Continue`}</Button>
          ) : (
            <>
              <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
                {t`Cancel`}
              </Button>
              <Button type="submit" form={formId} isPending={isPending}>
                {t`Bind`}
              </Button>
            </>
          )
        }
      >
        {isBound ? (
          <div className={styles.success}>
            <div className={styles.successTitle} role="status">
              <SuccessIcon />
              <span>{t`Bound to your account`}</span>
            </div>
            <ul className={styles.serials} aria-label={t`Serial numbers bound`}>
              {boundSerials.map((serial) => (
                <li key={serial} className={styles.serial}>
                  {serial}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <Form
            id={formId}
            formError={formError}
            onSubmit={(event) => {
              event.preventDefault();
              if (isPending) return;
              setTried(true);
              if (!validateSerialBatch(serials).valid) return;
              onBind({
                cameraType: CAMERA_TYPE[cameraType],
                serialNumbers: serials.map((serial) => serial.trim()),
              });
            }}
          >
            <RadioGroup
              label={t`Camera type`}
              orientation="horizontal"
              value={cameraType}
              onChange={(value) => {
                if (value === 'pro' || value === 'minion' || value === 'lite') setCameraType(value);
              }}
              isDisabled={isPending}
            >
              {(['pro', 'minion', 'lite'] as const).map((name) => (
                <Radio key={name} value={name}>
                  {typeNames[name]}
                </Radio>
              ))}
            </RadioGroup>
            {/* The Dialog's text slots would otherwise reach the list's own error text. */}
            <TextContext.Provider value={null}>
              <SerialNumberListField
                label={t`Serial numbers (SN)`}
                description={t`Find the SN on the label under the camera.`}
                value={serials}
                onChange={(values) => {
                  setSerials(values);
                  setEditedAfter(serverError);
                }}
                validationBehavior="aria"
                validate={tried ? undefined : noRowProblems}
                isDisabled={isPending}
                isInvalid={fieldError !== null}
                errorMessage={fieldError ?? undefined}
                rowErrors={rowErrors}
              />
            </TextContext.Provider>
          </Form>
        )}
      </Dialog>
    </Modal>
  );
}
