export { copyToClipboard, copyFailedMessage, type CopyOptions } from './clipboard';
export {
  ObscuredSecret,
  CopyButton,
  maskSecret,
  maskSecretAfter,
  type ObscuredSecretProps,
  type CopyButtonProps,
} from './ObscuredSecret';
