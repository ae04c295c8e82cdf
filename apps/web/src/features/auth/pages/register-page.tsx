import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { emailField, passwordField } from '@portico/contract/auth';
import { requiredText } from '@portico/contract/envelope';
import { countryOf } from '@portico/contract/phone';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { FormMultiSelect, FormSelect } from '../../../components/form-select';
import { PasswordField } from '../../../components/password-field';
import { MobileNumberFormField } from '../../../components/phone-form-field';
import { StatusAlert } from '../../../components/status-alert';
import { useCompany } from '../../../lib/company-context';
import { mobileNumberField, mobileParts } from '../../../lib/phone-number';
import { useFreeProducts } from '../api/get-free-products';
import { useRegister } from '../api/register';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { EmailInput, NameInput } from '../components/contact-inputs';

// spec 1 §5: name, emailId, mobileNumber, password required; cityName when shown.
const registerFormSchema = (withCity: boolean) =>
  z.object({
    name: requiredText('Name', 120),
    emailId: emailField('Email'),
    phone: mobileNumberField(),
    country: z.string(),
    password: passwordField('Password'),
    branchId: z.string().nullable(),
    cityName: withCity ? requiredText('City', 120) : z.string(),
    products: z.array(z.string()),
  });
type RegisterFormInput = z.input<ReturnType<typeof registerFormSchema>>;
type RegisterFormOutput = z.output<ReturnType<typeof registerFormSchema>>;

export function RegisterPage() {
  const company = useCompany();
  if (company.hideRegistration) {
    return (
      <AuthLayout>
        <Title order={1} fz={{ base: 22, sm: 26 }} ta="center" py="xl">
          Registration is disabled.
        </Title>
      </AuthLayout>
    );
  }
  return <RegisterForm />;
}

/** The form with the company's rules, and Register sending what the company asks for. */
function useRegisterForm(showBranch: boolean) {
  const company = useCompany();
  const register = useRegister();
  const schema = useMemo(() => registerFormSchema(company.showCityName), [company.showCityName]);
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      emailId: '',
      phone: '',
      country: countryOf(company.defaultCountryCode), // spec 1 §9: default country in
      password: '',
      branchId: null,
      cityName: '',
      products: [],
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    register.mutate({
      name: values.name,
      emailId: values.emailId,
      ...mobileParts(values.phone, values.country, company.defaultDialCode),
      password: values.password,
      branchId: showBranch ? (values.branchId ?? '') : '',
      cityName: company.showCityName ? values.cityName : '',
      products: values.products.join(','),
      companyCode: company.companyCode,
      accountId: company.accountId,
    });
  });
  return { form, register, onSubmit };
}

function RegisterForm() {
  const company = useCompany();
  const freeProducts = useFreeProducts({ companyCode: company.companyCode, accountId: company.accountId });
  const branches = freeProducts.data?.branches ?? [];
  const products = freeProducts.data?.data ?? [];
  const showBranch = !company.hideBranch && branches.length > 0;
  const { form, register, onSubmit } = useRegisterForm(showBranch);

  if (register.isSuccess) return <Registered message={register.data.message} />;

  return (
    <AuthLayout width={460}>
      <Stack gap="xl">
        <AuthHeading
          title="Get Started Now"
          description={`Create your ${company.shortName || company.companyName} account in a minute.`}
        />
        <AuthForm onSubmit={onSubmit} call={register} submitLabel="Register">
          <NameInput label="Full name" withAsterisk {...fieldProps(form, 'name')} />
          <EmailInput label="Email" withAsterisk {...fieldProps(form, 'emailId')} />
          <MobileNumberFormField control={form.control} />
          <PasswordField
            label="Password"
            placeholder="At least 8 characters"
            size="md"
            withAsterisk
            {...fieldProps(form, 'password')}
          />
          {showBranch && (
            <FormSelect
              control={form.control}
              name="branchId"
              label="Branch"
              placeholder="Select your nearest branch"
              size="md"
              clearable
              data={branches.map((b) => ({ value: b.id, label: b.branchName }))}
            />
          )}
          {company.showCityName && (
            <TextInput
              label="City"
              placeholder="Your city"
              autoComplete="address-level2"
              size="md"
              withAsterisk
              {...fieldProps(form, 'cityName')}
            />
          )}
          {/* spec 1 §5: free courses the student may start with (optional). */}
          {products.length > 0 && (
            <FormMultiSelect
              control={form.control}
              name="products"
              label="Free courses"
              description="Optional: start with free courses of your choice"
              placeholder="Select courses"
              size="md"
              clearable
              hidePickedOptions
              data={products.map((p) => ({ value: p.id, label: p.title }))}
            />
          )}
        </AuthForm>
        <Text ta="center" size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}

/** Registered: the server's message and the way to sign in. */
function Registered({ message }: { message?: string }) {
  return (
    <AuthLayout width={460}>
      <Stack gap="xl">
        <AuthHeading title="Get Started Now" />
        <StatusAlert tone="success">{message}</StatusAlert>
        <Button component={Link} to="/login" size="md" fullWidth>
          Go to Login
        </Button>
      </Stack>
    </AuthLayout>
  );
}
