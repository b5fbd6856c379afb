import Alert from '../../../components/Alert';
import type { NoticeValue } from './notice';

export function NoticeLine({ notice, onDismiss }: { notice: NoticeValue | null; onDismiss?: () => void }) {
  if (!notice) return null;
  return (
    <Alert kind={notice.kind} onDismiss={onDismiss}>
      {notice.text}
    </Alert>
  );
}
