import { useI18n } from '../i18n';
import { statusLabelKey } from '../features/shared/status';
import { Badge, statusVariant } from './ui/badge';

/** A booking's status (SPEC §4 texts and badge styling), for tables and stays, guests and owners alike. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  return <Badge variant={statusVariant(status)}>{t(statusLabelKey(status))}</Badge>;
}
