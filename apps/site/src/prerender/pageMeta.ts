import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a prerendered page says about itself in its head: its own title and a description for search results. */
export interface PageMeta {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const pro: PageMeta = {
  title: msg`KanKan Pro eight-lens 3D camera`,
  description: msg`KanKan Pro captures a room as a measurable 3D space in one press: eight lenses, high-resolution panoramas and depth, uploaded and shared from the app.`,
};
const lite: PageMeta = {
  title: msg`KanKan Lite compact 3D camera`,
  description: msg`KanKan Lite, the compact two-lens camera for 3D tours of homes and shops: light, quick to set up and ready to share from the app.`,
};
const tripod: PageMeta = {
  title: msg`Tripod set for KanKan cameras`,
  description: msg`The tripod set that keeps a KanKan camera level and steady at the right height for every shot of a 3D tour.`,
};
const minion: PageMeta = {
  title: msg`KanKan Minion 3D camera`,
  description: msg`KanKan Minion, the pocket 3D camera: capture a space in minutes and share it as a virtual tour.`,
};

const cases = (industry: MessageDescriptor): PageMeta => ({
  title: industry,
  description: msg`3D spaces our customers captured with KanKan cameras, by industry, with filters by camera and a keyword search.`,
});

/**
 * The head of each address of `PUBLIC_PATHS` (aliases share their page's), for the build's prerendering.
 */
export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: msg`3D space capture cameras, virtual tours and cloud hosting`,
    description: msg`KanKan makes 3D space-capture cameras and the cloud that turns them into virtual tours for real estate, museums, shops, home design and catering.`,
  },
  '/coreProducts': {
    title: msg`Products`,
    description: msg`The KanKan camera range, Pro, Lite and Minion, with the tripod set, the app and cloud capacity: compare them and choose yours.`,
  },
  '/purchase': pro,
  '/eight': pro,
  '/product': pro,
  '/mall/kankanPro': pro,
  '/mall/introduce/pro': pro,
  '/mall/introtow/pro': pro,
  '/purchasetow': lite,
  '/lite': lite,
  '/mall/introduce/lite': lite,
  '/mall/introtow/lite': lite,
  '/kankanMinion': minion,
  '/mall/kankanMinion': minion,
  '/mall/introduce/minion': minion,
  '/mall/introtow/minion': minion,
  '/purchasezhijia': tripod,
  '/zhijia': tripod,
  '/mall/zhijia': tripod,
  '/mall/introduce/zhijia': tripod,
  '/mall/introtow/zhijia': tripod,
  '/sxz': {
    title: msg`AI interior design`,
    description: msg`Redesign a captured room with AI: styles, furniture and materials applied to the real 3D space.`,
  },
  '/about': {
    title: msg`About us`,
    description: msg`The company behind KanKan: our history, our team and the milestones of our 3D capture cameras.`,
  },
  '/location': {
    title: msg`Core technology`,
    description: msg`How KanKan cameras measure a space: multi-lens capture, depth reconstruction, positioning and the cloud that builds the 3D model.`,
  },
  '/conductHouse': {
    title: msg`3D tours for real estate`,
    description: msg`Show homes for sale or rent as 3D tours buyers can walk through at any hour, captured in minutes with a KanKan camera.`,
  },
  '/conductExhibition': {
    title: msg`3D tours for museums and exhibitions`,
    description: msg`Keep exhibitions open online: capture halls and collections as 3D spaces visitors can explore from anywhere.`,
  },
  '/conductShop': {
    title: msg`3D tours for e-commerce`,
    description: msg`Put a shop online as a 3D space: customers walk the aisles and open product pages from the tour.`,
  },
  '/conductSubject': {
    title: msg`3D tours for home design`,
    description: msg`Capture a home before and after the work: measure, plan and present interior designs in the real space.`,
  },
  '/conductSecury': {
    title: msg`3D tours for catering`,
    description: msg`Show a restaurant's rooms and tables as a 3D tour guests can open before they book.`,
  },
  '/distributor': {
    title: msg`Become a distributor`,
    description: msg`Sell KanKan cameras and services in your region: what distributors receive and how to apply.`,
  },
  '/agent': {
    title: msg`Distributor application`,
    description: msg`Apply to become a KanKan distributor: tell us about your company and the region you serve.`,
  },
  '/pricedetail': {
    title: msg`Cloud capacity pricing`,
    description: msg`Prices of KanKan cloud capacity plans: how many 3D spaces each plan hosts, for how long, and what renewal costs.`,
  },
  '/capacity': {
    title: msg`Cloud capacity`,
    description: msg`What cloud capacity is, how scenes use it and the answers to common questions about plans and renewals.`,
  },
  '/mall/cloudCapacity': {
    title: msg`Buy cloud capacity`,
    description: msg`Buy or renew a cloud capacity plan for your KanKan camera and keep your 3D spaces online.`,
  },
  '/mall/member': {
    title: msg`Membership benefits`,
    description: msg`What a KanKan membership adds: more storage, advanced editing and sharing features for your 3D spaces.`,
  },
  '/service/overview': {
    title: msg`Support`,
    description: msg`Help with KanKan cameras: app download, user tutorials, frequently asked questions, warranty and terms.`,
  },
  '/service/app/pro': {
    title: msg`Download the app`,
    description: msg`Where to get the KanKan app that controls the camera, uploads scenes and shares 3D tours.`,
  },
  '/service/use/pro': {
    title: msg`User tutorials`,
    description: msg`Step-by-step guides to set up a KanKan camera, capture a space and publish the 3D tour.`,
  },
  '/service/qa/pro': {
    title: msg`Frequently asked questions`,
    description: msg`Answers to common questions about KanKan cameras, the app, scenes, capacity and orders.`,
  },
  '/service/clause/pro': {
    title: msg`Warranty and terms`,
    description: msg`The warranty of KanKan cameras and the terms of service of the site and the cloud.`,
  },
  '/service/down': {
    title: msg`Downloads`,
    description: msg`Download the KanKan user manual and get the apps for your camera.`,
  },
  '/video-course': {
    title: msg`Video tutorials`,
    description: msg`Short videos from unboxing to sharing: connect the camera, shoot, plan routes, link points and publish.`,
  },
  '/videos': {
    title: msg`Videos`,
    description: msg`Videos of KanKan cameras at work and of the 3D spaces they capture.`,
  },
  '/cases/overview': {
    title: msg`Customer cases`,
    description: msg`Featured 3D spaces captured by KanKan customers across real estate, museums, shops, homes and restaurants.`,
  },
  '/cases/app': {
    title: msg`Cases captured with the app`,
    description: msg`3D spaces captured with the KanKan app and a phone, ready to open in the browser.`,
  },
  '/cases/all': cases(msg`All cases`),
  '/cases/realEstate': cases(msg`Real estate cases`),
  '/cases/museum': cases(msg`Museum cases`),
  '/cases/ecommerce': cases(msg`E-commerce cases`),
  '/cases/home': cases(msg`Home design cases`),
  '/cases/catering': cases(msg`Catering cases`),
  '/cases/other': cases(msg`Other cases`),
  '/news': {
    title: msg`News`,
    description: msg`Product releases, customer stories, service notices and the events where you can try KanKan cameras.`,
  },
  '/login/login': {
    title: msg`Log in`,
    description: msg`Log in to your KanKan account to manage your cameras, 3D scenes, cloud capacity, orders and invoices.`,
  },
  '/login/register': {
    title: msg`Create an account`,
    description: msg`Create a KanKan account with your phone or email to bind cameras and manage your 3D scenes.`,
  },
};

/**
 * The address search engines should list for an address that shows the same page as another (the product pages'
 * aliases): the canonical URL of both is the main one's.
 */
export const canonicalPath: Record<string, string> = {
  '/eight': '/purchase',
  '/product': '/purchase',
  '/lite': '/purchasetow',
  '/zhijia': '/purchasezhijia',
};
