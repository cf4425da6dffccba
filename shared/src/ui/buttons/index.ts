export {
  Button,
  ButtonLink,
  IconButton,
  buttonClassName,
  type ButtonProps,
  type ButtonLinkProps,
  type IconButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
