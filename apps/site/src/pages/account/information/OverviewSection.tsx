import { useLingui } from '@lingui/react/macro';
import type { PostData } from '@kankan/api';
import { formatCapacity, type Locale } from '@kankan/i18n';
import { Badge, Columns, LayoutColumn, Stack, Text } from '@kankan/ui';
import type { ReactNode } from 'react';
import { maskEmail, maskPhone } from './mask.ts';
import { Section } from './Section.tsx';

type UserInfo = NonNullable<PostData<'/user/getUserInfo'>>;
type Cameras = NonNullable<PostData<'/user/camera/getAll'>>;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack space="xsmall">
      <Text tone="muted" size="small">
        {label}
      </Text>
      <Text weight="semibold" size="large" tabularNums>
        {children}
      </Text>
    </Stack>
  );
}

/** The account at a glance: name, masked phone or e-mail, memberships, cameras and their cloud capacity. */
export function OverviewSection({ info, cameras }: { info: UserInfo; cameras: Cameras | undefined }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const phone = info.phoneNum ? `+${info.areaNum ?? '86'} ${maskPhone(info.phoneNum)}` : null;
  const email = info.email ? maskEmail(info.email) : null;
  const used = cameras?.reduce((sum, camera) => sum + camera.usedSpace, 0) ?? 0;
  const total = cameras?.reduce((sum, camera) => sum + camera.totalSpace, 0) ?? 0;
  const usedText = formatCapacity(used, { locale });
  const totalText = formatCapacity(total, { locale });
  const held = info.incrementNum;
  return (
    <Section id="overview" title={t`Overview`}>
      <Columns space="large">
        <LayoutColumn>
          <Figure label={t`User name`}>{info.userName}</Figure>
        </LayoutColumn>
        <LayoutColumn>
          <Figure label={phone ? t`Mobile number` : t`E-mail`}>{phone ?? email ?? t`Not linked`}</Figure>
        </LayoutColumn>
        <LayoutColumn>
          <Figure label={t`Memberships`}>
            {info.incrementNum > 0 ? <Badge tone="accent">{t`${held} held`}</Badge> : t`None`}
          </Figure>
        </LayoutColumn>
        <LayoutColumn>
          <Figure label={t`Cameras`}>{cameras ? String(cameras.length) : '–'}</Figure>
        </LayoutColumn>
        <LayoutColumn>
          <Figure label={t`Cloud capacity used`}>{cameras ? t`${usedText} of ${totalText}` : '–'}</Figure>
        </LayoutColumn>
      </Columns>
    </Section>
  );
}
