import type { Delivery } from 'contracts/types';
import type { CustomerOption } from '../features/delivery/api/delivery.types';

export const HPM: CustomerOption = { id: 'c-hpm', alias: 'HPM', name: 'PT Honda Prospect Motor' };
export const KASAI: CustomerOption = {
  id: 'c-kasai',
  alias: 'KTI',
  name: 'PT Kasai Teck See Indonesia',
};
/** No alias: shown by its name. */
export const NO_ALIAS: CustomerOption = { id: 'c-plain', alias: '', name: 'CV Sumber Makmur' };

export const CUSTOMERS = [HPM, KASAI, NO_ALIAS];

/** A delivery line of customer HPM; `overrides` change any field. */
export function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 1,
    customerId: HPM.id,
    slipNumber: 'SJ2401-0000001',
    seqProd: '001',
    orderNo: 'PO-24-000001',
    partNumber: '64301-K0J-N000',
    partName: 'COVER, FR. TOP',
    colorCode: 'NH-1',
    kdLotNo: 'KD2401A01',
    qty: 1250,
    date: '2024-01-05',
    time: '07:15:02',
    adjustDate: '2024-01-06',
    adjustTime: '07:30:00',
    remarksBawah: 'Repack',
    barcodeHpm: 'HPM64301K0JN0001250SJ24010000001001',
    barcodeKasai: 'KSI-KD2401A01-00001',
    scanLt1ByName: 'Agus Santoso',
    scanLt1At: '2024-01-05T07:30:01',
    scanLt2ByName: 'Dewi Anggraini',
    scanLt2At: '2024-01-05T08:50:01',
    status: 'pending',
    createdAt: '2024-01-05T01:00:00.000Z',
    createdBy: 'admin',
    updatedAt: '2024-01-05T01:00:00.000Z',
    updatedBy: null,
    customer: { alias: HPM.alias, name: HPM.name },
    ...overrides,
  };
}
