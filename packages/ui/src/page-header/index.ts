export {
  Breadcrumb,
  PageHeader,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
  type PageHeaderProps,
} from './page-header';
