import { useLingui } from '@lingui/react/macro';
import { useIncrements } from '@kankan/api';
import { membershipState } from '@kankan/domain';
import { formatDate, formatDaysLeft, type Locale } from '@kankan/i18n';
import {
  Badge,
  Cell,
  Column,
  EmptyState,
  InlineAlert,
  LinkButton,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@kankan/ui';
import { Section } from './Section.tsx';

const stateTone = { valid: 'positive', expiring: 'caution', expiresToday: 'critical', expired: 'neutral' } as const;

/**
 * The memberships held and the camera each is authorised to. Authorising and buying are done on the cameras
 * screen, so this list links there.
 */
export function MembershipSection({ now }: { now: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const increments = useIncrements({ pageSize: 50 });
  const list = increments.data?.list ?? [];
  const stateLabel = {
    valid: t`Valid`,
    expiring: t`Expiring`,
    expiresToday: t`Expires today`,
    expired: t`Expired`,
  };

  return (
    <Section
      id="membership"
      title={t`Membership authorisations`}
      description={t`A membership gives one camera unlimited cloud capacity; it is authorised to a camera on the cameras screen.`}
    >
      {increments.isError ? (
        <InlineAlert tone="critical">{t`Your memberships could not be loaded. Please reload the page.`}</InlineAlert>
      ) : !increments.isPending && list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t`No memberships`}
          description={t`Members get unlimited capacity, their own logo and hotspots, and 10 free downloads.`}
          action={<LinkButton href="/mall/member">{t`About membership`}</LinkButton>}
        />
      ) : (
        <Table aria-label={t`Memberships`} isLoading={increments.isPending}>
          <TableHeader>
            <Column isRowHeader>{t`Camera`}</Column>
            <Column>{t`State`}</Column>
            <Column>{t`Purchased`}</Column>
            <Column>{t`Expires`}</Column>
          </TableHeader>
          <TableBody items={list}>
            {(item) => {
              const expiry = Date.parse(item.expiryTime);
              const state = membershipState({ expiry, now });
              return (
                <Row id={item.id}>
                  <Cell>{item.snCode ?? t`Not authorised`}</Cell>
                  <Cell>
                    <Badge tone={stateTone[state.state]}>
                      {state.state === 'expiring' ? formatDaysLeft(state.daysLeft) : stateLabel[state.state]}
                    </Badge>
                  </Cell>
                  <Cell>{formatDate(Date.parse(item.purchaseTime), { locale })}</Cell>
                  <Cell>{formatDate(expiry, { locale })}</Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
