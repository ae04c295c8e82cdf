import { Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Profile } from '@portico/contract/profile';
import { StatusAlert } from '../../../components/status-alert';
import { useProfile } from '../../../lib/api/get-profile';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { getUser, saveUser } from '../../../lib/session';
import { useEnrolledProducts } from '../api/get-enrolled-products';
import { useLanguages } from '../api/get-languages';
import { AvatarUpload } from '../components/avatar-upload';
import { ChangePasswordModal } from '../components/change-password-modal';
import { EnrolledCourses } from '../components/enrolled-courses';
import { PersonalDetailsForm } from '../components/personal-details-form';
import { ProfileSection } from '../components/profile-section';
import { ScoreTargetsSection } from '../components/score-targets-section';
import classes from './profile-page.module.css';

/** spec 1 §2: the batch dates file, for a student in a live class batch. */
const batchDatesUrl = (profile: Profile | undefined) => profile?.batchDatesUrl || undefined;

/** The header shows the stored user; saving it re-renders the header. */
const refreshUser = (change: { studentName?: string; profileImage?: string }) => {
  const user = getUser();
  if (user) saveUser({ ...user, ...change });
};

/** spec 1 §2 Profile (/profile). */
export function ProfilePage() {
  const company = useCompany();
  const profile = useProfile();
  // Started here so both lists load together with the profile.
  useEnrolledProducts();
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const data = profile.data;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        My Profile
      </Title>
      {profile.isError && (
        <StatusAlert tone="error" mb="lg">
          {errorMessage(profile.error)}
        </StatusAlert>
      )}
      <div className={classes.layout}>
        <Stack gap="lg">
          <IdentityCard profile={data} loading={profile.isPending} onPassword={passwordModal.open} />
          <EnrolledCourses batchDatesUrl={batchDatesUrl(data)} />
          <ScoreTargetsSection />
        </Stack>
        <DetailsCard profile={data} loading={profile.isPending} />
      </div>
      {data && (
        <ChangePasswordModal
          opened={passwordOpened}
          onClose={passwordModal.close}
          studentId={data.id}
          companyCode={company.companyCode}
          hasPassword={data.hasPassword}
        />
      )}
    </Container>
  );
}

interface ProfileCardProps {
  /** Undefined until the profile has loaded (or when it could not be). */
  profile: Profile | undefined;
  loading: boolean;
}

/** The banner, the picture, the name and address, and 'Change Password' (or 'Set Password'). */
function IdentityCard({ profile, loading, onPassword }: ProfileCardProps & { onPassword: () => void }) {
  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <div className={classes.banner} aria-hidden="true" />
      <Stack gap="xs" align="center" className={classes.identity}>
        {profile ? (
          <>
            <AvatarUpload
              name={profile.studentName}
              image={profile.profileImage}
              onUploaded={(profileImage) => refreshUser({ profileImage })}
            />
            <Text fw={700} fz="xl" className={classes.name}>
              {profile.studentName}
            </Text>
            {(profile.address || profile.cityName) && (
              <Text c="dimmed" size="sm" className={classes.name}>
                {[profile.address, profile.cityName].filter(Boolean).join(', ')}
              </Text>
            )}
            <Button variant="default" mt="xs" onClick={onPassword}>
              {profile.hasPassword ? 'Change Password' : 'Set Password'}
            </Button>
          </>
        ) : (
          loading && (
            <Stack gap="sm" align="center" aria-hidden="true">
              <Skeleton circle height={112} />
              <Skeleton height={20} width={180} />
              <Skeleton height={14} width={140} />
            </Stack>
          )
        )}
      </Stack>
    </Paper>
  );
}

/** Personal Details: the form once the profile is in, with the languages it offers. */
function DetailsCard({ profile, loading }: ProfileCardProps) {
  const company = useCompany();
  const languages = useLanguages();
  return (
    <ProfileSection title="Personal Details">
      {profile ? (
        <PersonalDetailsForm
          profile={profile}
          languages={languages.data ?? []}
          languagesLoading={languages.isPending}
          company={company}
          onSaved={(studentName) => refreshUser({ studentName })}
        />
      ) : (
        loading && (
          <Stack gap="md" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Stack key={i} gap={6}>
                <Skeleton height={12} width={110} />
                <Skeleton height={36} />
              </Stack>
            ))}
          </Stack>
        )
      )}
      {languages.isError && (
        <StatusAlert tone="error" mt="md">
          {errorMessage(languages.error)}
        </StatusAlert>
      )}
    </ProfileSection>
  );
}
