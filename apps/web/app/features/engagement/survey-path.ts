/**
 * The survey asks on the home page only: never over a task the shopper came to do (an order, a product, a
 * payment), where a modal would stand between them and it.
 */
export const SURVEY_PATH = '/';
