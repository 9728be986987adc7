// The icons content may name, by their lucide-react names: ContentIcon draws one by its name, and
// its IconName is one of these exports.
export {
  Building2,
  CalendarCheck,
  Coins,
  Droplets,
  Eye,
  FileCheck,
  FileText,
  Gift,
  KeyRound,
  Layers,
  Moon,
  Percent,
  ShieldCheck,
  Vote,
  Wallet,
  Wrench,
} from 'lucide-react';
