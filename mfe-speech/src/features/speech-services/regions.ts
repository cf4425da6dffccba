// Regions and hosted endpoints of the vendors that have them, as the vendor select offers them.
export interface Region {
  value: string;
  name: string;
}

const list = (rows: [string, string][]): Region[] => rows.map(([value, name]) => ({ value, name }));

export const AWS_REGIONS = list([
  ['us-east-1', 'US East (N. Virginia)'],
  ['us-east-2', 'US East (Ohio)'],
  ['us-west-1', 'US West (N. California)'],
  ['us-west-2', 'US West (Oregon)'],
  ['af-south-1', 'Africa (Cape Town)'],
  ['ap-east-1', 'Asia Pacific (Hong Kong)'],
  ['ap-southeast-3', 'Asia Pacific (Jakarta)'],
  ['ap-south-1', 'Asia Pacific (Mumbai)'],
  ['ap-northeast-3', 'Asia Pacific (Osaka)'],
  ['ap-northeast-2', 'Asia Pacific (Seoul)'],
  ['ap-southeast-1', 'Asia Pacific (Singapore)'],
  ['ap-southeast-2', 'Asia Pacific (Sydney)'],
  ['ap-northeast-1', 'Asia Pacific (Tokyo)'],
  ['ca-central-1', 'Canada (Central)'],
  ['eu-central-1', 'Europe (Frankfurt)'],
  ['eu-west-1', 'Europe (Ireland)'],
  ['eu-west-2', 'Europe (London)'],
  ['eu-south-1', 'Europe (Milan)'],
  ['eu-west-3', 'Europe (Paris)'],
  ['eu-north-1', 'Europe (Stockholm)'],
  ['me-south-1', 'Middle East (Bahrain)'],
  ['sa-east-1', 'South America (São Paulo)'],
]);

export const AZURE_REGIONS = list([
  ['australiaeast', 'Australia - East (australiaeast)'],
  ['brazilsouth', 'Brazil - South (brazilsouth)'],
  ['qatarcentral', 'Qatar - Central (qatarcentral)'],
  ['canadacentral', 'Canada - Central (canadacentral)'],
  ['eastasia', 'East Asia (eastasia)'],
  ['northeurope', 'Europe - North (northeurope)'],
  ['westeurope', 'Europe - West (westeurope)'],
  ['francecentral', 'France - Central (francecentral)'],
  ['germanywestcentral', 'Germany - West Central (germanywestcentral)'],
  ['centralindia', 'India - Central (centralindia)'],
  ['japaneast', 'Japan - East (japaneast)'],
  ['japanwest', 'Japan - West (japanwest)'],
  ['koreacentral', 'Korea - Central (koreacentral)'],
  ['norwayeast', 'Norway - East (norwayeast)'],
  ['swedencentral', 'Sweden - Central (swedencentral)'],
  ['southafricanorth', 'South Africa - North (southafricanorth)'],
  ['southeastasia', 'Southeast Asia (southeastasia)'],
  ['switzerlandnorth', 'Switzerland - North (switzerlandnorth)'],
  ['switzerlandwest', 'Switzerland - West (switzerlandwest)'],
  ['uaenorth', 'UAE - North (uaenorth)'],
  ['uksouth', 'UK - South (uksouth)'],
  ['centralus', 'US - Central (centralus)'],
  ['eastus', 'US - East (eastus)'],
  ['eastus2', 'US - East 2 (eastus2)'],
  ['usgovarizona', 'US - Gov Arizona (usgovarizona)'],
  ['usgovvirginia', 'US - Gov Virginia (usgovvirginia)'],
  ['northcentralus', 'US - North Central (northcentralus)'],
  ['southcentralus', 'US - South Central (southcentralus)'],
  ['westcentralus', 'US - West Central (westcentralus)'],
  ['westus', 'US - West (westus)'],
  ['westus2', 'US - West 2 (westus2)'],
  ['westus3', 'US - West 3 (westus3)'],
]);

export const IBM_REGIONS = list([
  ['us-south', 'US South (Dallas)'],
  ['us-east', 'US East (Washington)'],
  ['eu-de', 'EU DE (Frankfurt)'],
  ['eu-gb', 'EU GB (London)'],
  ['au-syd', 'AU South (Sydney)'],
  ['jp-tok', 'Japan (Tokyo)'],
  ['kr-seo', 'South Korea (Seul)'],
]);

export const GLADIA_REGIONS = list([
  ['us-west', 'US West'],
  ['eu-west', 'EU West'],
]);

export const SPEECHMATICS_ENDPOINTS = list([
  ['eu2.rt.speechmatics.com', 'EU (EU2 - On-demand)'],
  ['neu.rt.speechmatics.com', 'EU (EU1 - Enterprise)'],
  ['wus.rt.speechmatics.com', 'US (US1 - Enterprise)'],
]);
