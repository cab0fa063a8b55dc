import { Card } from '../../../../components/card.tsx';
import { useCurrentUser } from '../../api/admin-api.ts';
import { AdminPage } from '../admin-page.tsx';
import { ImportsPageOutcome } from './imports-page-outcome.tsx';
import { ImportsPageUpload } from './imports-page-upload.tsx';
import { useImportsPage } from './use-imports-page.ts';
import styles from './imports.module.css';

/** `/admin/imports`: upload a reference-data or channel-snapshot file, with its progress. */
export function ImportsPage() {
  const me = useCurrentUser();
  const upload = useImportsPage();

  return (
    <AdminPage
      title="Imports"
      description={
        <>
          Load the chain's reference data or what channels showed. Files are imported into{' '}
          <strong>{me?.clientName ?? 'your client'}</strong>, whole or not at all.
        </>
      }
    >
      <div className={styles.layout}>
        <Card title="Upload a file">
          <ImportsPageUpload upload={upload} />
        </Card>
        <Card title="Formats" className={styles.help}>
          <ul className={styles.rules}>
            <li>
              <strong>All or nothing.</strong> One bad line rejects the file; the lines at fault are
              listed with the field to fix.
            </li>
            <li>
              <strong>Safe to repeat.</strong> Lines already imported are recognised, so an
              overlapping monthly export only adds what is new.
            </li>
            <li>
              <strong>Reference data</strong> needs <code>code</code>, <code>valid_from</code>,{' '}
              <code>name</code>, <code>type</code> and the address with <code>country_code</code>.
            </li>
            <li>
              <strong>Snapshots</strong> need <code>property_code</code>, <code>site_id</code> and{' '}
              <code>captured_at</code>; the property must be imported first.
            </li>
          </ul>
        </Card>
      </div>
      <ImportsPageOutcome phase={upload.phase} />
    </AdminPage>
  );
}
