// Admins add a service provider from the sidebar (docs/product/shell.md#service-provider-context): 'Added new service provider X', then it becomes
// the current one.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@switchboard/shared/bus';
import { duplicateEntryOf, toApiError, useCreateServiceProviderMutation } from '@switchboard/shared/api';
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { Button, ErrorMessage, Modal, TextField } from '@switchboard/shared/ui';
import { MESSAGES, serviceProviderFormSchema } from '@switchboard/shared/validation';
import { HOST_MESSAGES } from '../../messages';
import { PORTAL_NAMESPACE } from '../i18n/resources';

const schema = serviceProviderFormSchema.pick({ name: true });
type AddServiceProviderForm = { name: string };

export function AddServiceProviderDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (sid: string) => void;
}) {
  const [create, { isLoading }] = useCreateServiceProviderMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddServiceProviderForm>({ resolver: zodResolver(schema), defaultValues: { name: '' } });

  const close = () => {
    reset();
    setServerError(null);
    onClose();
  };

  const submit = handleSubmit(async ({ name }) => {
    setServerError(null);
    try {
      const { sid } = await create({ name: name.trim() }).unwrap();
      toast('success', HOST_MESSAGES.addedServiceProvider(name.trim()));
      onAdded(sid);
      close();
    } catch (error) {
      // a jambonz API words a taken name as MySQL does: said as Switchboard's API says it
      setServerError(
        duplicateEntryOf(error)?.key === 'name' ? MESSAGES.serviceProviderNameInUse : toApiError(error).msg,
      );
    }
  });

  return (
    <Modal
      open={open}
      title={t('serviceProvider.add')}
      onClose={close}
      dismissible={!isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isLoading}>
            {t('serviceProvider.cancel')}
          </Button>
          <Button type="submit" form="add-service-provider" variant="primary" busy={isLoading}>
            {t('serviceProvider.add')}
          </Button>
        </>
      }
    >
      <form id="add-service-provider" onSubmit={submit} noValidate>
        <ErrorMessage message={serverError && translateKnown(serverError)} />
        <TextField
          label={t('serviceProvider.name')}
          required
          autoComplete="off"
          error={errors.name?.message && translateKnown(errors.name.message)}
          {...register('name')}
        />
      </form>
    </Modal>
  );
}
