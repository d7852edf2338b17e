// The icon set of the site, drawn for it on a 20×20 grid. One component per icon, named `<Thing>Icon`.
import { Icon, type IconProps } from './Icon.tsx';

/** A filled dot, for the small marks that a stroke would draw too thin. */
function Dot({ cx, cy, r = 1.1 }: { cx: number; cy: number; r?: number }) {
  return <circle cx={cx} cy={cy} r={r} fill="currentColor" stroke="none" />;
}

export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="6.8" r="3.3" />
      <path d="M3.5 17c.8-3.3 3.3-5.2 6.5-5.2s5.7 1.9 6.5 5.2" />
    </Icon>
  );
}

export function ChevronUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5.5 12.2 4.5-4.5 4.5 4.5" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12.2 5.5 7.7 10l4.5 4.5" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m7.8 5.5 4.5 4.5-4.5 4.5" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 5 10 10M15 5 5 15" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8.8" cy="8.8" r="5.3" />
      <path d="m12.7 12.7 4.3 4.3" />
    </Icon>
  );
}

export function FolderIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 5.2a1 1 0 0 1 1-1h3.9l1.8 2h7.3a1 1 0 0 1 1 1v8.1a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1Z" />
    </Icon>
  );
}

export function FolderOpenIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 15.3V5.2a1 1 0 0 1 1-1h3.9l1.8 2h6.1a1 1 0 0 1 1 1v2" />
      <path d="M2.5 15.3 4.9 9.9a1 1 0 0 1 .9-.6h11.1a.6.6 0 0 1 .6.8l-2 4.6a1 1 0 0 1-.9.6Z" />
    </Icon>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 7a1 1 0 0 1 1-1h2.6l1.4-2h5l1.4 2h2.6a1 1 0 0 1 1 1v8.5a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1Z" />
      <circle cx="10" cy="10.8" r="3" />
    </Icon>
  );
}

export function SceneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m10 2.5 6.5 3.7v7.6L10 17.5l-6.5-3.7V6.2Z" />
      <path d="M3.5 6.2 10 10l6.5-3.8M10 10v7.5" />
    </Icon>
  );
}

export function GridViewIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="5.5" height="5.5" rx="1" />
      <rect x="11.5" y="3" width="5.5" height="5.5" rx="1" />
      <rect x="3" y="11.5" width="5.5" height="5.5" rx="1" />
      <rect x="11.5" y="11.5" width="5.5" height="5.5" rx="1" />
    </Icon>
  );
}

export function ListViewIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7.5 5h9.5M7.5 10h9.5M7.5 15h9.5" />
      <Dot cx={3.8} cy={5} />
      <Dot cx={3.8} cy={10} />
      <Dot cx={3.8} cy={15} />
    </Icon>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 12.5V3.5M6 7.5l4-4 4 4" />
      <path d="M3.5 12.5v3a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1v-3" />
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 3.5v9M6 8.5l4 4 4-4" />
      <path d="M3.5 12.5v3a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1v-3" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </Icon>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 10h11" />
    </Icon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 4.5v11M4.5 10h11" />
    </Icon>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.7 3.7a1.5 1.5 0 0 1 2.6 0l6 10.6a1.5 1.5 0 0 1-1.3 2.2H4a1.5 1.5 0 0 1-1.3-2.2Z" />
      <path d="M10 7.8v3.6" />
      <Dot cx={10} cy={13.7} />
    </Icon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 9v4.8" />
      <Dot cx={10} cy={6.4} />
    </Icon>
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="m6.8 10.2 2.2 2.2 4.2-4.6" />
    </Icon>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="m7.5 7.5 5 5M12.5 7.5l-5 5" />
    </Icon>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <Dot cx={4.5} cy={10} r={1.4} />
      <Dot cx={10} cy={10} r={1.4} />
      <Dot cx={15.5} cy={10} r={1.4} />
    </Icon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 10s3-5.5 8-5.5 8 5.5 8 5.5-3 5.5-8 5.5S2 10 2 10Z" />
      <circle cx="10" cy="10" r="2.5" />
    </Icon>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.3 4.7a7.7 7.7 0 0 1 1.7-.2c5 0 8 5.5 8 5.5a14.4 14.4 0 0 1-2 2.8M13.2 14.8a7.4 7.4 0 0 1-3.2.7c-5 0-8-5.5-8-5.5a14 14 0 0 1 3.3-3.9" />
      <path d="M8.2 8.2a2.5 2.5 0 0 0 3.6 3.6M3 3l14 14" />
    </Icon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 5.5h13M8 5.5v-2h4v2" />
      <path d="m5 5.5.8 10.6a1 1 0 0 0 1 .9h6.4a1 1 0 0 0 1-.9L15 5.5M8.5 8.5v5.2M11.5 8.5v5.2" />
    </Icon>
  );
}

export function EditIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12.6 3.9a1.3 1.3 0 0 1 1.8 0l1.7 1.7a1.3 1.3 0 0 1 0 1.8L7.5 16H4v-3.5Z" />
      <path d="m10.8 5.7 3.5 3.5" />
    </Icon>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 3.5H4.5a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1H8" />
      <path d="M12.5 6.5 16 10l-3.5 3.5M16 10H7.5" />
    </Icon>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M11.5 3.5h5v5M16.5 3.5 9 11" />
      <path d="M14 11.5v4a1 1 0 0 1-1 1H4.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h4" />
    </Icon>
  );
}

export function QrCodeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="5" height="5" rx="0.6" />
      <rect x="12" y="3" width="5" height="5" rx="0.6" />
      <rect x="3" y="12" width="5" height="5" rx="0.6" />
      <path d="M12 12h1.6M16.9 12v1.6M12 15.3V17h1.6M15.3 15.3H17V17" />
      <Dot cx={5.5} cy={5.5} r={0.9} />
      <Dot cx={14.5} cy={5.5} r={0.9} />
      <Dot cx={5.5} cy={14.5} r={0.9} />
    </Icon>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="14.8" cy="4.8" r="2.2" />
      <circle cx="5.2" cy="10" r="2.2" />
      <circle cx="14.8" cy="15.2" r="2.2" />
      <path d="m7.1 8.9 5.8-3.1M7.1 11.1l5.8 3.1" />
    </Icon>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="3.5" width="15" height="13" rx="1.2" />
      <circle cx="7" cy="8" r="1.5" />
      <path d="m2.5 14 4.5-4.3 3.5 3.3 2.5-2.3 4.5 4.3" />
    </Icon>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4.5" width="14" height="12.5" rx="1.2" />
      <path d="M3 8.5h14M7 2.8v3.4M13 2.8v3.4" />
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5.5" y="2.5" width="9" height="15" rx="1.6" />
      <path d="M8.8 14.5h2.4" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="4.5" width="15" height="11" rx="1.2" />
      <path d="m3.2 5.5 6.8 5.3 6.8-5.3" />
    </Icon>
  );
}
