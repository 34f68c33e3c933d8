import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { useSnackbar } from '../../ui/snackbar';
import { authSchema } from './api/auth-schemas';
import { safeRedirect } from './login-redirect';
import { usePasswordLogin } from './use-password-login';

type LoginForm = { Login: string; Password: string };

// The form's rules are the domain's schema, loaded beside the page rather than with it (zod stays
// out of the login page's first download); a submit waits for it if it is not here yet.
const loginFormSchema = authSchema((schemas) => schemas.LoginRequestSchema.omit({ SMSToken: true }));
type FormSchema = Awaited<ReturnType<typeof loginFormSchema>>;
let loadedSchema: FormSchema | null = null;
const loadSchema = async (): Promise<FormSchema> => (loadedSchema ??= await loginFormSchema());
type Field = keyof LoginForm;
/** Per field an i18n key; '' marks the field invalid without a text of its own. */
type Errors = Partial<Record<Field, string>>;

const LABELS: Record<Field, string> = { Login: 'login.username', Password: 'login.password' };
const FIELD_ORDER: readonly Field[] = ['Login', 'Password'];

/** The form's errors by the domain's schema: the first message of each field. */
function validate(schema: FormSchema, values: LoginForm): { data: LoginForm | null; errors: Errors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_ORDER.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/**
 * The password login's two fields, their own state (no form library on the login page), and the
 * submit: the domain's rules first, after the first attempt again at every change, as the other
 * forms do; then the login. `reveal` shows the panel of a field to focus (SPEC §2.3).
 */
export function useLoginForm(reveal: () => void) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { showSnackbar } = useSnackbar();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<LoginForm>({ Login: '', Password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  // SPEC §2.3: the field gets focus, scrolled into view, its tab switched to first.
  const focusInvalid = (field: Field) => {
    reveal();
    const input = inputs.current[field];
    input?.focus();
    input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  const login = usePasswordLogin({
    redirectTo: safeRedirect(params.get('redirectTo')),
    onFieldError: (field, key) => {
      setErrors((current) => ({ ...current, [field]: key }));
      if (field === 'Password') focusInvalid(field);
    },
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // As react-hook-form re-validates: only the changed field's message is renewed.
    if (submitted && loadedSchema) {
      const schema = loadedSchema;
      setErrors((current) => ({ ...current, [field]: validate(schema, next).errors[field] }));
    }
  };

  useEffect(() => {
    loadSchema().catch(() => undefined); // asked for again, with an error shown, on submit
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    let schema: FormSchema;
    try {
      schema = await loadSchema();
    } catch (err) {
      // The rules could not be downloaded: as for any request that got no answer.
      showError(new NetworkError(err instanceof Error ? err.message : String(err), { cause: err }));
      return;
    }
    const { data, errors: found } = validate(schema, values);
    setErrors(found);
    if (data) {
      void login.submit(data);
      return;
    }
    // SPEC §2.3: the first validation message also appears in an error snackbar.
    const field = FIELD_ORDER.find((name) => found[name] !== undefined);
    if (!field) return;
    const message = found[field];
    if (message) showSnackbar({ title: t(LABELS[field]), text: t(message) });
    focusInvalid(field);
  };

  const fieldProps = (field: Field) => ({
    name: field,
    label: t(LABELS[field]),
    value: values[field],
    onValueChange: (value: string) => change(field, value),
    error: errors[field],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    required: true,
    fullWidth: true,
  });

  return { login, submit, fieldProps };
}
