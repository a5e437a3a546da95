import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { magicLinkInput } from '@tablestay/core/account/schema';
import { toast } from '../shared/toast';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';

const emailInput = magicLinkInput.pick({ email: true });

/** SPEC §2: the prompt to create an account opens the magic-link dialog, redirect /me. */
export function CreateAccountPrompt({ email: initial }: { email: string }) {
  const { t, tm } = useI18n();
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof emailInput>, unknown, z.output<typeof emailInput>>({
    resolver: zodResolver(emailInput),
    defaultValues: { email: initial },
  });
  const error = form.formState.errors.email;
  const send = useMutation(trpc.account.requestMagicLink.mutationOptions());
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync({ email, redirectTo: '/me' });
      toast.success(t('booking.linkSent'));
    } catch (err) {
      reportError(err, tm, tm('Failed to send magic link'), (field, message) => {
        if (field !== 'email') return false;
        form.setError('email', { message });
        return true;
      });
    }
  });
  return (
    <Card className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold">{t('booking.createAccountTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('booking.createAccountText')}</p>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={buttonClass('primary')}>{t('booking.createAccount')}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-background p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold">{t('auth.magicDialogTitle')}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted-foreground">{t('auth.magicDialogText')}</Dialog.Description>
            {send.isSuccess ? (
              <p role="status" className="mt-4 rounded-lg bg-accent p-3 text-sm">
                {t('booking.linkSent')}
              </p>
            ) : (
              <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
                <Field
                  label={t('auth.email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  error={error && tm(error.message)}
                  {...form.register('email')}
                />
                <Button type="submit" disabled={send.isPending}>
                  {send.isPending ? t('auth.sending') : t('booking.sendLink')}
                </Button>
              </form>
            )}
            <Dialog.Close className={buttonClass('ghost', 'sm', 'mt-3 w-full')}>{t('common.close')}</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Card>
  );
}
