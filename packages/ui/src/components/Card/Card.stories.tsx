import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryHeading, StoryWidth, useSample } from '../../storybook/index.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';
import { RoomCover } from './storyCover.tsx';

interface DemoProps {
  media: boolean;
  footer: boolean;
  long: boolean;
}

function CardDemo({ media, footer, long }: DemoProps) {
  const text = useSample({
    zh: {
      title: long ? '上海徐汇滨江一号院 3 号楼 2 单元 1802 室精装修样板间全景漫游' : '滨江样板间',
      body: long
        ? '场景包含 48 个漫游点位、12 个热点标注和 2 段讲解视频。拍摄于 2024 年 5 月，使用 Pro 相机完成多楼层拍摄，已开启分享与协作。'
        : '48 个点位 · 浏览 1,280 次',
      status: '正常',
      open: '查看',
      date: '2024-05-18',
    },
    en: {
      title: long
        ? 'Riverside One, Building 3, Unit 2, Apartment 1802: furnished show flat walkthrough'
        : 'Riverside show flat',
      body: long
        ? 'The scene holds 48 viewpoints, 12 hotspot annotations and 2 narrated videos. Shot in May 2024 with the Pro camera across several floors; sharing and collaboration are on.'
        : '48 viewpoints · 1,280 views',
      status: 'Normal',
      open: 'Open',
      date: '2024-05-18',
    },
  });
  return (
    <StoryWidth width="300px" exact>
      <Card
        media={media ? <RoomCover /> : undefined}
        header={
          <>
            <StoryHeading level={2}>{text.title}</StoryHeading>
            <Badge tone="positive">{text.status}</Badge>
          </>
        }
        footer={
          footer ? (
            <>
              <span>{text.date}</span>
              <Button size="small" variant="outline" tone="neutral">
                {text.open}
              </Button>
            </>
          ) : undefined
        }
      >
        {text.body}
      </Card>
    </StoryWidth>
  );
}

const meta = {
  title: 'Components/Card',
  component: CardDemo,
  args: { media: true, footer: true, long: false },
} satisfies Meta<typeof CardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Plain: Story = { args: { media: false, footer: false } };
export const LongText: Story = { args: { long: true } };
