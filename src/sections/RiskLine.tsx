// The one risk line lives in ui (the site chrome draws it too); sections keep importing it here.
export { keepRangesTogether, RiskLine, type RiskLineProps } from '@/components/ui/RiskLine';
