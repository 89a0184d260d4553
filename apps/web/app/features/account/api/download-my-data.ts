import { AccountExportSchema } from '@cleardocket/domain/account/contract';
import { api } from '~/lib/api-client';

/** Downloads everything held on the member as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get('/api/account/export', AccountExportSchema);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'cleardocket-my-data.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
