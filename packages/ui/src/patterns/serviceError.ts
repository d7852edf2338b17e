/**
 * A refused or failed send of the service forms (customer message, distributor application): the server's code
 * (null when there was no answer), and optionally the message to show above the form (e.g. the API error's
 * localized "Network request failed"); without it the catalogue message of the code is shown.
 */
export interface ServiceError {
  code: number | null;
  message?: string;
}
