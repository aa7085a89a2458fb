import type { OrderAddress } from '../../../../domain/orders/order.schema';

/** The address the checkout tests type in, and the same address as the server stores it. */

export const ADDRESS_VALUES = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  streetExtra: '',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '333 123 4567',
};

export const STORED_ADDRESS: OrderAddress = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  streetExtra: null,
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  countryCode: 'IT',
  phone: '+393331234567',
};
