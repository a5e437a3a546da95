import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toast } from '../shared/toast';
import type * as z from 'zod';
import { newPasswordInput } from '@tablestay/core/account/schema';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { useFormField } from '../../components/form-field';

export function ResetPassword({ code }: { code?: string }) {
  const { t, tm } = useI18n();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof newPasswordInput>, unknown, z.output<typeof newPasswordInput>>({ resolver: zodResolver(newPasswordInput) });
  const reset = useMutation(trpc.account.resetPassword.mutationOptions());
  const field = useFormField(form);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!code) return;
    try {
      await reset.mutateAsync({ ...values, code });
      toast.success(t('auth.passwordUpdated'));
      await queryClient.invalidateQueries();
      setTimeout(() => router.history.push('/'), 100);
    } catch (err) {
      reportError(err, tm, tm('Failed to update password'), (f, m) => {
        if (f !== 'password' && f !== 'confirmPassword') return false;
        form.setError(f, { message: m });
        return true;
      });
    }
  });

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <h1 className="font-display text-2xl font-bold">{t('auth.newPasswordTitle')}</h1>
        {code ? (
          <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
            <Field label={t('auth.newPassword')} type="password" autoComplete="new-password" {...field('password')} />
            <Field label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? t('auth.updating') : t('auth.updatePassword')}
            </Button>
          </form>
        ) : (
          <p role="alert" className="mt-4 text-muted-foreground">
            {t('auth.linkMissing')}
          </p>
        )}
        <div className="mt-6 flex justify-between text-sm">
          <Link to="/auth" className={buttonClass('link', 'sm')}>
            {t('auth.backToSignIn')}
          </Link>
          <Link to="/" className={buttonClass('link', 'sm')}>
            {t('auth.home')}
          </Link>
        </div>
      </Card>
    </section>
  );
}
