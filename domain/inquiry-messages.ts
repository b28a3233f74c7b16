// The inquiry texts of docs/product.md §Texts the product shows, shared by the API client path and the
// no-JavaScript form path.
export const INQUIRY_SUCCESS =
  "Thank you for your inquiry! We will contact you shortly to discuss your investment goals.";
export const INQUIRY_FAILURE = "There was an error submitting your inquiry. Please try again.";
export const INQUIRY_RATE_LIMITED =
  "Too many inquiries from your address. Please wait a few minutes and try again, or call us.";
