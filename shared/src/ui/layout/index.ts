export { Section, PageHeader, type SectionProps, type PageHeaderProps } from './Section';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
