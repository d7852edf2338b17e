/**
 * The captions of the tutorial clips, one line per shot in each language the clip is listed in: media content the
 * build writes as WebVTT files (tutorialVideos.ts), not screen text, so they are kept here rather than in the Lingui
 * catalogues, like the manuals' words (manualContent.ts).
 */
import type { Locale } from '@kankan/i18n';
import type { ClipId } from './src/pages/support/tutorialClips.ts';

export type ClipCaptions = Partial<Record<Locale, readonly string[]>>;

export const TUTORIAL_CAPTIONS: Record<ClipId, ClipCaptions> = {
  'quick-start': {
    zh: ['把相机装上三脚架，在房间中央按下拍摄。', '沿着规划好的路线逐个拍摄点位。', '拍完上传到云端，一键分享链接。'],
  },
  unboxing: {
    zh: ['取出相机，检查镜头保护盖是否完好。', '展开三脚架，把相机拧在支杆顶端。', '首次使用前，先把电池充满。'],
  },
  'connect-camera': {
    zh: [
      '长按电源键开机，等待指示灯闪烁。',
      '在 App 中选择相机的 Wi-Fi 并连接。',
      '连接后在 App 中查看电量和存储空间。',
    ],
  },
  shooting: {
    zh: ['把相机升到与视线差不多的高度。', '站在房间中央附近，让每面墙都入镜。', '按下拍摄后，走到相机看不到的地方。'],
  },
  'route-planning': {
    zh: ['开拍前先画出整套房子的平面草图。', '在每个房间和每道门口标出点位。', '按顺序走完路线，房间就能自然衔接。'],
  },
  'link-points': {
    zh: [
      '点位没有自动连上时，打开手动连接。',
      '拖动点位，对准两张全景中相同的位置。',
      '保存后，点位之间就能来回走动。',
    ],
  },
  'dome-video': {
    zh: [
      '选择一个点位，切换到球幕视频模式。',
      '开始录制，相机会拍下周围一整圈。',
      '上传后，视频会在场景中的这个点位播放。',
    ],
  },
  'upload-share': {
    zh: [
      '连上网络后，在 App 中选择上传到云端。',
      '处理完成后，复制场景链接或二维码。',
      '把嵌入代码放进网页，访客就能直接浏览。',
    ],
  },
  'browse-scene': {
    zh: [
      '点击地面上的圆点，在房间之间行走。',
      '切换到三维模型，看清整栋房子的结构。',
      '打开平面图，点击任意位置测量距离。',
    ],
  },
  'multi-floor': {
    zh: [
      '先拍完一楼，最后一个点位放在楼梯口。',
      '上楼梯时每隔几级台阶拍一个点位。',
      '在楼上继续拍摄，App 会记下所在楼层。',
      '上传后，各楼层会自动拼接在一起。',
    ],
  },
  'getting-started': {
    en: [
      'Stand the camera in the middle of the first room and press capture.',
      'Move room by room until every space has a point.',
      'Upload the scan, then share its link.',
    ],
  },
  'in-the-box': {
    en: [
      'Lift out the camera and keep the lens cap on until you shoot.',
      'Unfold the tripod and screw the camera onto the pole.',
      'Charge the battery with the cable in the box before the first scan.',
    ],
  },
  pairing: {
    en: [
      'Hold the power button until the light blinks.',
      "In the app, choose the camera's Wi-Fi and join it.",
      'Install any firmware update the app offers before you scan.',
    ],
  },
  'first-space': {
    en: [
      'Set the tripod at about eye height.',
      'Keep each point a few steps from the last so the views overlap.',
      'Step out of view before the camera turns.',
    ],
  },
  'large-sites': {
    en: [
      'Sketch the route first: a point in every room and doorway.',
      'On the stairs, add a point every few steps.',
      'Where the app cannot place a point, join it by hand.',
      'After upload, the floors join into one building.',
    ],
  },
  editing: {
    en: [
      'Open the scene in the editor and add a hotspot.',
      'Attach a note, a link or a picture to it.',
      'Measure a wall or a doorway, then publish the changes.',
    ],
  },
  sharing: {
    en: [
      'Copy the link or the QR code of the scene.',
      'Paste the embed code into your own website.',
      'Choose who may see the scene: anyone, or only those with the link.',
    ],
  },
  'floor-plans': {
    en: [
      'Open the finished scene and choose export.',
      'Download the floor plan for design work.',
      'Download the point cloud for a survey.',
    ],
  },
  'film-pro': {
    zh: ['八个镜头同时拍摄，一次成像。', '一圈转完，全景和深度同时记录。', '上传后生成可以行走的三维空间。'],
    en: [
      'Eight lenses capture the whole room at once.',
      'One turn records the panorama and its depth.',
      'The upload becomes a space you can walk through.',
    ],
  },
  'film-lite': {
    zh: ['两个镜头，小巧到可以放进口袋。', '公寓和门店，几分钟就能拍完。', '拍完即传，当天就能分享。'],
    en: [
      'Two lenses, small enough for a pocket.',
      'A flat or a shop is captured in minutes.',
      'Upload straight away and share it the same day.',
    ],
  },
  'film-minion': {
    zh: ['轻便的相机，经纪人随身携带。', '一天跑几套房源，每套按路线拍完。', '每一层都整理得清清楚楚。'],
    en: [
      'A light camera an agent carries all day.',
      'Several homes a day, each walked along its route.',
      'Every floor is set out clearly.',
    ],
  },
  'film-tripod': {
    zh: ['打开三脚架的支腿，放在平整的地面上。', '拉高支杆，把相机拧紧。', '看着水平泡调平，就可以拍摄了。'],
    en: [
      'Open the legs on level ground.',
      'Raise the pole and screw the camera on tight.',
      'Centre the bubble in the level and you are ready.',
    ],
  },
  'film-real-estate': {
    zh: ['样板间拍一次，全天候开放。', '中介当天拍完，当天上线。', '买家在家就能反复看房。'],
    en: [
      'A show flat scanned once stays open day and night.',
      'The agency scans a listing and puts it online the same day.',
      'Buyers walk through it again from home.',
    ],
  },
  'film-museum': {
    zh: [
      '三层展厅，两天拍完。',
      '一个展厅接一个展厅，按参观路线拍摄。',
      '每件展品旁都加上说明标签。',
      '观众在线上也能走进展厅。',
    ],
    en: [
      'Three floors of galleries, captured in two days.',
      'Gallery by gallery, along the visitors’ route.',
      'Each exhibit gets its label inside the scene.',
      'Visitors walk the halls online.',
    ],
  },
  'film-retail': {
    zh: ['把整个门店拍成可以行走的空间。', '货架上的商品链接到购买页面。', '顾客在线上逛店，看中了直接下单。'],
    en: [
      'The whole shop becomes a space to walk through.',
      'Products on the shelves link to their pages.',
      'Customers browse online and order what they see.',
    ],
  },
  'film-catering': {
    zh: ['餐厅的每个包间都拍下来。', '客人先看好环境，再选座位。', '分享链接，订座时就能看到这张桌子。'],
    en: [
      'Every room of the restaurant is captured.',
      'Guests see the room before they choose a table.',
      'The booking link shows the very table they picked.',
    ],
  },
};
