import { useLingui } from '@lingui/react/macro';
import type { components } from '@kankan/api';
import { SCENE_DOWNLOAD_STATUS } from '@kankan/domain';
import { formatDateTime, formatRmb, formatUsd } from '@kankan/i18n';
import { Badge, Button, Cell, Column, DownloadIcon, Row, Table, TableBody, TableHeader } from '@kankan/ui';

type SceneDownload = components['schemas']['SceneDownload'];

export interface DownloadTableProps {
  downloads: SceneDownload[];
  isLoading: boolean;
  /** The download whose file is being fetched. */
  saving: number | null;
  onSave: (download: SceneDownload) => void;
  onPay: (download: SceneDownload) => void;
}

/** The requested scene downloads with their price and state: a ready one is saved, one awaiting payment paid. */
export default function DownloadTable({ downloads, isLoading, saving, onSave, onPay }: DownloadTableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh';
  return (
    <Table aria-label={t`Requested downloads`} isLoading={isLoading}>
      <TableHeader>
        <Column isRowHeader>{t`Scene`}</Column>
        <Column>{t`Scene code`}</Column>
        <Column>{t`Download`}</Column>
        <Column>{t`State`}</Column>
        <Column>{t`Requested`}</Column>
        <Column align="end">{t`Action`}</Column>
      </TableHeader>
      <TableBody items={downloads.map((item) => ({ ...item, key: `${item.status}-${item.id}` }))}>
        {(item) => {
          const ready = item.status === SCENE_DOWNLOAD_STATUS.ready;
          const name = item.sceneName;
          return (
            <Row id={item.key}>
              <Cell>{name}</Cell>
              <Cell>{item.sceneNum}</Cell>
              <Cell>
                {item.free ? t`Free` : item.currency === 'USD' ? formatUsd(item.amount) : formatRmb(item.amount)}
              </Cell>
              <Cell>
                <Badge tone={ready ? 'positive' : 'caution'} dot>
                  {ready ? t`Ready` : t`Awaiting payment`}
                </Badge>
              </Cell>
              <Cell>{formatDateTime(Date.parse(item.createTime), { locale })}</Cell>
              <Cell align="end">
                {ready ? (
                  <Button
                    size="small"
                    variant="outline"
                    icon={<DownloadIcon size="small" />}
                    isPending={saving === item.id}
                    aria-label={t`Save file: ${name}`}
                    onPress={() => onSave(item)}
                  >
                    {t`Save file`}
                  </Button>
                ) : (
                  <Button size="small" aria-label={t`Pay: ${name}`} onPress={() => onPay(item)}>
                    {t`Pay`}
                  </Button>
                )}
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
