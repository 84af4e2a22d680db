/** Site content messages (issue 4), English source; zh and fr must have the same keys. */
export const siteEn = {
  // API: GET /ajax/covert-pdf-to-images on a stored file that is not a PDF
  'error.notPdf': 'This document is not a PDF file, so it cannot be shown as pages.',
  // Numbers in site queries (page, pageSize, maxPages)
  'site.validation.wholeNumber': 'Please enter a whole number.',
  'site.validation.atLeast': 'Please enter a number of at least {min}.',
  'site.validation.atMost': 'Please enter a number of at most {max}.',
} as const;
