import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../shared/toast';
import type * as z from 'zod';
import type { forgotPasswordInput, signInInput, signUpInput } from '@tablestay/core/account/schema';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { lazySchema, usePreloadOnFocus } from '../shared/lazy-form';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { fieldSetter, reportError } from '../../components/report-error';
import { useFormField, type FormFieldProps } from '../../components/form-field';

// Loaded on the form's first focus or check (ADR 090, 091): building the zod schemas while /auth
// loads was a long task on a phone, and /auth is where signed-out visitors of /dashboard land.
const accountSchemas = () => import('@tablestay/core/account/schema');
const signInSchema = lazySchema(() => accountSchemas().then((m) => m.signInInput));
const signUpSchema = lazySchema(() => accountSchemas().then((m) => m.signUpInput));
const forgotSchema = lazySchema(() => accountSchemas().then((m) => m.forgotPasswordInput));
const emailOnly = lazySchema(() => accountSchemas().then((m) => m.emailSchema));

type Mode = 'signin' | 'signup' | 'forgot';

/** The account's email, as each of the three forms asks for it. */
function EmailField(props: FormFieldProps) {
  const { t } = useI18n();
  return <Field label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The password: the browser offers the saved one at sign-in and a new one at sign-up. */
function PasswordField(props: FormFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useI18n();
  return <Field label={t('auth.password')} type="password" {...props} />;
}

/** SPEC: after success the page returns to / after about 100 ms (or to where the guard sent the user from). */
function useAfterSignIn(redirect: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (message: string, description?: string) => {
    toast.success(message, description ? { description } : undefined);
    await queryClient.invalidateQueries();
    setTimeout(() => router.history.push(redirect ?? '/'), 100);
  };
}

export function AuthPage({ mode, redirect }: { mode: Mode; redirect?: string }) {
  const { t } = useI18n();
  const titles: Record<Mode, [string, string]> = {
    signin: [t('auth.signInTitle'), t('auth.signInSubtitle')],
    signup: [t('auth.signUpTitle'), t('auth.signUpSubtitle')],
    forgot: [t('auth.forgotTitle'), t('auth.forgotSubtitle')],
  };
  const [title, subtitle] = titles[mode];
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="mb-6 mt-1 text-muted-foreground">{subtitle}</p>
        {mode === 'signin' && <SignInForm redirect={redirect} />}
        {mode === 'signup' && <SignUpForm redirect={redirect} />}
        {mode === 'forgot' && <ForgotForm />}
        <ModeLinks mode={mode} redirect={redirect} />
      </Card>
    </section>
  );
}

function ModeLinks({ mode, redirect }: { mode: Mode; redirect?: string }) {
  const { t } = useI18n();
  const link = 'font-medium text-primary hover:underline';
  return (
    <div className="mt-6 flex flex-col gap-2 text-center text-sm text-muted-foreground">
      {mode === 'signin' && (
        <>
          <Link to="/auth" search={{ mode: 'forgot', redirect }} className={link}>
            {t('auth.forgot')}
          </Link>
          <p>
            {t('auth.noAccount')}{' '}
            <Link to="/auth" search={{ mode: 'signup', redirect }} className={link}>
              {t('nav.signUp')}
            </Link>
          </p>
        </>
      )}
      {mode === 'signup' && (
        <p>
          {t('auth.haveAccount')}{' '}
          <Link to="/auth" search={{ mode: 'signin', redirect }} className={link}>
            {t('auth.signIn')}
          </Link>
        </p>
      )}
      {mode === 'forgot' && (
        <Link to="/auth" search={{ mode: 'signin', redirect }} className={link}>
          {t('auth.backToSignIn')}
        </Link>
      )}
    </div>
  );
}

function SignInForm({ redirect }: { redirect?: string }) {
  const { t, tm } = useI18n();
  const done = useAfterSignIn(redirect);
  const form = useForm<z.input<typeof signInInput>, unknown, z.output<typeof signInInput>>({ resolver: lazyZodResolver(signInSchema) });
  const preloadOnFocus = usePreloadOnFocus(signInSchema);
  const signIn = useMutation(trpc.account.signIn.mutationOptions());
  const magic = useMutation(trpc.account.requestMagicLink.mutationOptions());
  const [magicSent, setMagicSent] = useState(false);
  const field = useFormField(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      await done(tm('Welcome back!'));
    } catch (err) {
      reportError(err, tm, t('common.error'), fieldSetter(form, ['email', 'password']));
    }
  });

  const sendMagicLink = async () => {
    const email = (await emailOnly.get()).safeParse(form.getValues('email') ?? '');
    if (!form.getValues('email')) return void toast.error(t('common.error'), { description: tm('Enter your email first') });
    if (!email.success) return void form.setError('email', { message: tm(email.error.issues[0]?.message ?? 'Invalid email address') });
    try {
      await magic.mutateAsync({ email: email.data, redirectTo: redirect ?? '/me' });
      setMagicSent(true);
      toast.success(t('auth.magicLinkSent'));
    } catch (err) {
      reportError(err, tm, tm('Failed to send magic link'));
    }
  };

  return (
    <form ref={preloadOnFocus} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField {...field('email')} />
      <PasswordField autoComplete="current-password" {...field('password')} />
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" onClick={sendMagicLink} disabled={magic.isPending}>
        <Mail aria-hidden className="size-4" /> {magic.isPending ? t('auth.sending') : t('auth.magicLink')}
      </Button>
      {magicSent && (
        <p role="status" className="rounded-lg bg-accent p-3 text-sm">
          {t('auth.magicLinkSent')}
        </p>
      )}
    </form>
  );
}

function SignUpForm({ redirect }: { redirect?: string }) {
  const { t, tm } = useI18n();
  const done = useAfterSignIn(redirect);
  const form = useForm<z.input<typeof signUpInput>, unknown, z.output<typeof signUpInput>>({ resolver: lazyZodResolver(signUpSchema) });
  const preloadOnFocus = usePreloadOnFocus(signUpSchema);
  const signUp = useMutation(trpc.account.signUp.mutationOptions());
  const field = useFormField(form);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The verification link brings the new account back where it started (an owner: the onboarding).
      await signUp.mutateAsync({ ...values, redirectTo: redirect ?? '/me' });
      await done(tm('Account created successfully!'), t('verify.afterSignUp'));
    } catch (err) {
      reportError(err, tm, t('common.error'), fieldSetter(form, ['name', 'phone', 'email', 'password']));
    }
  });
  return (
    <form ref={preloadOnFocus} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t('auth.name')} autoComplete="name" maxLength={100} {...field('name')} />
      <Field label={t('auth.phone')} type="tel" autoComplete="tel" maxLength={20} {...field('phone')} />
      <EmailField {...field('email')} />
      <PasswordField autoComplete="new-password" {...field('password')} />
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? t('auth.signingUp') : t('auth.signUp')}
      </Button>
    </form>
  );
}

function ForgotForm() {
  const { t, tm } = useI18n();
  const form = useForm<z.input<typeof forgotPasswordInput>, unknown, z.output<typeof forgotPasswordInput>>({
    resolver: lazyZodResolver(forgotSchema),
  });
  const preloadOnFocus = usePreloadOnFocus(forgotSchema);
  const request = useMutation(trpc.account.requestPasswordReset.mutationOptions());
  const field = useFormField(form);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      toast.success(tm('Password reset email sent! Check your inbox.'));
    } catch (err) {
      reportError(err, tm, t('common.error'), fieldSetter(form, ['email']));
    }
  });
  return (
    <form ref={preloadOnFocus} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField {...field('email')} />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('auth.sending') : t('auth.sendReset')}
      </Button>
      {request.isSuccess && (
        <p role="status" className="rounded-lg bg-accent p-3 text-sm">
          {tm('Password reset email sent! Check your inbox.')}
        </p>
      )}
    </form>
  );
}
