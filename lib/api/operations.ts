// Every operation of the service API: the route handlers serve them, the OpenAPI document lists them.
import { auditOperation, createKeyOperation, listKeysOperation, revokeKeyOperation, whoAmIOperation } from "../key-management/operations";
import {
  calendarOperation,
  listWatermarkReservationsOperation,
  reserveBatchOperation,
  reserveOperation,
  revokeOperation,
} from "../reservations/operations";
import {
  cancelJobOperation,
  compositionOperation,
  createFactoryOperation,
  getFactoryOperation,
  getJobOperation,
  inputResultOperation,
  listFactoriesOperation,
  listJobsOperation,
  outputFileOperation,
  outputResultOperation,
  resultFileOperation,
  submitJobOperation,
  uploadOperation,
} from "../jobs/operations";
import { healthOperation, readyOperation } from "../health/operations";
import { metricsOperation } from "../metrics/operations";
import {
  createWebhookOperation,
  getWebhookOperation,
  listDeliveriesOperation,
  listWebhooksOperation,
  redeliverOperation,
} from "../webhooks/operations";
import { createWatermarkOperation, getWatermarkOperation, listWatermarksOperation } from "../watermarks/operations";

export const operations = [
  createWatermarkOperation,
  listWatermarksOperation,
  getWatermarkOperation,
  reserveOperation,
  listWatermarkReservationsOperation,
  calendarOperation,
  revokeOperation,
  reserveBatchOperation,
  listKeysOperation,
  createKeyOperation,
  revokeKeyOperation,
  auditOperation,
  whoAmIOperation,
  listFactoriesOperation,
  createFactoryOperation,
  getFactoryOperation,
  submitJobOperation,
  listJobsOperation,
  getJobOperation,
  cancelJobOperation,
  inputResultOperation,
  outputResultOperation,
  outputFileOperation,
  compositionOperation,
  resultFileOperation,
  uploadOperation,
  createWebhookOperation,
  listWebhooksOperation,
  getWebhookOperation,
  listDeliveriesOperation,
  redeliverOperation,
  healthOperation,
  readyOperation,
  metricsOperation,
];
