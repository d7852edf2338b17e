import { useLingui } from '@lingui/react/macro';
import { SolutionPage } from './SolutionPage.tsx';

/** The e-commerce and retail solution (`/conductShop`). */
export default function ShopSolutionPage() {
  const { t } = useLingui();
  return (
    <SolutionPage
      content={{
        industry: t`E-commerce`,
        motif: 'shop',
        title: t`Your shop floor, open online`,
        lead: t`Put the whole store online and link each shelf to its product page, so browsing from home feels like walking the aisles.`,
        problems: [
          {
            id: 'flat',
            title: t`Product photos lack the setting`,
            text: t`A product on white tells shoppers little about the store, the range around it or the way it is displayed.`,
          },
          {
            id: 'traffic',
            title: t`Fewer people walk in`,
            text: t`Shoppers compare online first; a store they cannot see from home is a store they may never visit.`,
          },
          {
            id: 'chains',
            title: t`Many stores to check`,
            text: t`Regional managers cannot visit every branch each time the displays change for a season or a campaign.`,
          },
        ],
        answers: [
          {
            id: 'browse',
            title: t`Browse the real store`,
            text: t`Customers walk the aisles in 3D and see the range the way it is displayed in the shop.`,
          },
          {
            id: 'buy',
            title: t`Shelves that link to products`,
            text: t`Hotspots on the shelves open the product page, the price or a coupon, so looking turns into buying.`,
          },
          {
            id: 'inspect',
            title: t`Check displays remotely`,
            text: t`Capture each branch after a change and compare the displays from head office.`,
          },
          {
            id: 'embed',
            title: t`In your online shop`,
            text: t`Embed the store in your online shop, your mini programme or your social media pages.`,
          },
        ],
        workflow: [
          {
            id: 'prepare',
            title: t`Dress the store`,
            text: t`Finish the new displays and tidy the aisles before opening time.`,
          },
          {
            id: 'shoot',
            title: t`Capture the floor`,
            text: t`Walk the aisles with the camera, one point every few steps.`,
          },
          {
            id: 'link',
            title: t`Link the products`,
            text: t`Add hotspots to the shelves and point them to your product pages.`,
          },
          {
            id: 'refresh',
            title: t`Refresh each season`,
            text: t`Capture again when the displays change and replace the scene behind the same link.`,
          },
        ],
        camera: 'pro',
        cameraReason: t`Shelves are full of small print and bright colours. The Pro's high resolution keeps packaging readable, and its eight lenses capture a large sales floor in few points.`,
        cases: '/cases/ecommerce',
        casesLabel: t`See e-commerce cases`,
      }}
    />
  );
}
