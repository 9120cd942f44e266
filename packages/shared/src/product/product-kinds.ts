/** How the product calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const productKinds = {
  'product.create': 'post',
  'product.quick_create': 'post',
  'product.update': 'post',
  'product.set_status': 'post',
  'product.get_mine': 'get',
  'product.promote': 'post',
  'product.list_mine': 'list',
} as const;
