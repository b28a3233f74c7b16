/** GET /api/datasets (staff). */
export interface Dataset {
  id: number;
  name: string;
  description: string | null;
  format: string | null;
  size: string | null;
  downloadUrl: string | null;
  updatedAt: string;
}
