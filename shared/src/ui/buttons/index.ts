export {
  Button,
  IconButton,
  buttonClassName,
  buttonIconClassName,
  type ButtonProps,
  type IconButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonLook,
} from './Button';
