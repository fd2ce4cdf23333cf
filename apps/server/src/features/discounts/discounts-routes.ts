import { DiscountIdFields, MyDiscountId } from '@sulit/contracts/discounts';
import { DISCOUNT_ID_LIMITS, DISCOUNT_ID_MESSAGES, DomainError, shopperValidationMessage } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerRoutes } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { SIGNED_IN_SECURITY } from '../../http/openapi';
import { routeRegistrar } from '../../http/route';
import {
  MULTIPART,
  type MultipartLimits,
  multipartBodyLimit,
  multipartScope,
  readMultipartForm,
} from '../../uploads/multipart-form';
import type { DiscountsDeps } from './discounts-deps';
import { myDiscountId } from './my-discount-id';
import { submitDiscountId } from './submit-discount-id';

/** The ID form: three text fields (room for one more, so a stray field meets zod's 400) and one `photo`. */
const ID_FORM: MultipartLimits = {
  fileField: 'photo',
  maxFiles: 1,
  maxFileBytes: DISCOUNT_ID_LIMITS.maxImageBytes,
  maxFields: 4,
  maxFieldBytes: 1024,
  messages: { fileTooLarge: DISCOUNT_ID_MESSAGES.imageSize, tooManyFiles: DISCOUNT_ID_MESSAGES.imageMissing },
};

/** The shopper's senior citizen / PWD ID (decision 038). */
export function registerDiscountsRoutes(app: FastifyInstance, deps: DiscountsDeps, auth: CustomerAuth): void {
  const tags = ['special discount'];
  const customerRoute = customerRoutes(app, auth, tags);
  customerRoute(
    {
      method: 'GET',
      path: '/api/customer/discount-id',
      summary: 'Your senior citizen or PWD ID (number, name, status) and what is left of this week’s discount cap',
      response: MyDiscountId,
    },
    async ({ session }) => myDiscountId(deps, session!.customer.id),
  );

  // Multipart is parsed only inside this scope: the ID form.
  multipartScope(app, ID_FORM, (scope) => {
    routeRegistrar(
      scope,
      tags,
      auth,
    )(
      {
        method: 'POST',
        url: '/api/customer/discount-id',
        summary: 'Upload your senior citizen or PWD ID (multipart): kind, id_number, holder_name and one `photo`',
        description:
          'The photo (JPEG, PNG or WebP, 5 MB) is judged by its bytes (else 415), re-encoded without metadata (over ' +
          '50 megapixels 422) and kept for the store’s staff only. The ID is pending until an operator verifies it.',
        response: MyDiscountId,
        errors: errorResponses(400, 401, 403, 413, 415, 422),
        access: 'customer',
        cacheControl: 'private, no-store',
        security: SIGNED_IN_SECURITY,
        config: { accepts: MULTIPART },
        consumes: [...MULTIPART],
        bodyLimit: multipartBodyLimit(ID_FORM),
      },
      async ({ request, session }) => {
        const { fields, files } = await readMultipartForm(request, ID_FORM);
        const parsed = DiscountIdFields.safeParse(fields);
        if (!parsed.success) throw new DomainError('validation_failed', shopperValidationMessage(parsed.error.issues));
        return submitDiscountId(deps, session!.customer.id, parsed.data, files);
      },
    );
  });
}
