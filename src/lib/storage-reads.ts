/*
 * The two storage calls the public screens make, as the module src/lib/storage.ts loads: importing
 * aws-amplify/storage whole would also bring its uploads, copies and deletes (with their CRC-32
 * checksum tables, built when the module runs) into every visitor's first download.
 */
export { getUrl, list } from 'aws-amplify/storage';
