import { ReportListSchema } from '@cleardocket/domain/monitoring/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The member's monthly reports, newest month first (`GET /api/monitoring/reports`). */
export const useReports = () =>
  useQuery({
    queryKey: ['monitoring', 'reports'],
    queryFn: () => api.get('/api/monitoring/reports', ReportListSchema, { useServerMessage: true }),
  });

/** Where a report's PDF downloads from (an attachment; the browser keeps the session cookie). */
export const reportPdfUrl = (id: string) => `/api/monitoring/reports/${encodeURIComponent(id)}/pdf`;

/** This month's report so far, built on request ("Get my report now"; a PDF attachment, not kept). */
export const reportNowPdfUrl = '/api/monitoring/reports/now/pdf';
