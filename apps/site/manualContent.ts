/**
 * The words of the downloads page's manuals, in both languages: documents rather than screen text, so they are kept
 * here as whole sections (docs/decisions.md). Every figure comes from @kankan/domain, the same values the product
 * pages show; the build sets them as PDFs (manuals.ts).
 */
// By path, not by package name: Vite loads its config's packages with Node, which does not run TypeScript.
// eslint-disable-next-line kankan/package-boundaries -- a build-time file, bundled by Vite's config loader
import { defaultBrand } from '../../packages/domain/src/brand.ts';
// eslint-disable-next-line kankan/package-boundaries -- a build-time file, bundled by Vite's config loader
import * as business from '../../packages/domain/src/constants/business.ts';
// eslint-disable-next-line kankan/package-boundaries -- a build-time file, bundled by Vite's config loader
import { BASE_CAPACITY_GB, LITE_CAPACITY_GB } from '../../packages/domain/src/constants/capacity.ts';
// eslint-disable-next-line kankan/package-boundaries -- a build-time file, bundled by Vite's config loader
import { JOINER, supportHoursWords } from '../../packages/domain/src/support.ts';

const { CAMERA_SPECS, PRESALE_DEPOSIT_RMB, SHIPPING_PROMISE, UPLOAD_SPEED_MB_S, WARRANTY } = business;

export type ManualLang = 'en' | 'zh';
export type ManualId = 'pro' | 'lite' | 'minion' | 'quickStart';

/** One section: a heading, then figures (label and value), numbered steps or paragraphs. */
export interface ManualSection {
  heading: string;
  figures?: readonly (readonly [label: string, value: string])[];
  steps?: readonly string[];
  paragraphs?: readonly string[];
}

export interface ManualText {
  title: string;
  summary: string;
  sections: readonly ManualSection[];
}

const pro = CAMERA_SPECS.pro;
const lite = CAMERA_SPECS.lite;
const brand = defaultBrand;

function supportHours(lang: ManualLang): string {
  const words = supportHoursWords(lang);
  // The PDF's standard font cannot encode a word joiner.
  const ranges = words.ranges.map((range) => range.replaceAll(JOINER, ''));
  const offset = words.zone;
  return lang === 'en'
    ? `Monday to Friday, ${ranges.join(' and ')} (${offset})`
    : `周一至周五 ${ranges.join('、')}（${offset}）`;
}

/** How to reach support, the same in every manual. */
function support(lang: ManualLang): ManualSection {
  return lang === 'en'
    ? {
        heading: 'Support',
        figures: [
          ['Hours', supportHours('en')],
          ['Hotline', brand.hotline],
          ['E-mail', brand.supportEmail],
          ['Online', 'The "Message us" button on every page of the website'],
        ],
      }
    : {
        heading: '客服支持',
        figures: [
          ['服务时间', supportHours('zh')],
          ['服务热线', brand.hotline],
          ['电子邮箱', brand.supportEmail],
          ['在线留言', '官网每个页面上的“给我们留言”按钮'],
        ],
      };
}

function warranty(lang: ManualLang, camera: string): ManualSection {
  const { bodyMonths, accessoriesMonths, repairWorkingDays } = WARRANTY;
  return lang === 'en'
    ? {
        heading: 'Warranty',
        paragraphs: [
          `The ${camera} body is covered for ${bodyMonths} months from delivery; the battery, tripod and accessories for ${accessoriesMonths} months. Faults in materials and workmanship under normal use are repaired, or the part replaced, free of charge.`,
          'Not covered: damage from drops, water, fire or misuse; repairs or changes made outside our service centres; normal wear of the surface and consumables; lost accessories.',
          `To make a claim, contact support with the order number and the camera's serial number, shown under My cameras. Once the camera reaches us, it is back with you within about ${repairWorkingDays} working days. Upload your scenes first: what is stored on the camera is not kept through a repair.`,
        ],
      }
    : {
        heading: '保修',
        paragraphs: [
          `${camera}主机自签收之日起保修 ${bodyMonths} 个月；电池、三脚架和配件保修 ${accessoriesMonths} 个月。正常使用下因材料或工艺造成的故障，我们免费维修或更换。`,
          '以下情况不在保修范围内：跌落、进水、火烧或使用不当造成的损坏；在非官方维修点进行的维修或改装；外观和耗材的正常磨损；配件遗失。',
          `申请保修时，请联系客服并提供订单号和“我的相机”中显示的相机序列号。相机寄达后约 ${repairWorkingDays} 个工作日内寄回。送修前请先上传场景：维修时不保留相机内存储的数据。`,
        ],
      };
}

function care(lang: ManualLang): ManualSection {
  return lang === 'en'
    ? {
        heading: 'Care',
        steps: [
          'Clean the lenses with the microfibre cloth from the box only; never use alcohol or paper tissue.',
          'Keep the camera out of rain and direct sun, and between 0 °C and 40 °C while shooting.',
          'Fit the lens cover when the camera is not on the tripod.',
          'For storage longer than a month, charge the battery to about half and top it up every three months.',
        ],
      }
    : {
        heading: '保养',
        steps: [
          '只用包装内的超细纤维布清洁镜头，不要使用酒精或纸巾。',
          '避免淋雨和阳光直射，拍摄时环境温度应在 0 °C 至 40 °C 之间。',
          '相机不在三脚架上时，请盖好镜头保护盖。',
          '存放超过一个月时，请将电池充至一半左右，并每三个月补充一次电量。',
        ],
      };
}

/** From the box to a first scene: the steps every camera shares, with the camera's name in them. */
function firstScene(lang: ManualLang, camera: string): ManualSection {
  return lang === 'en'
    ? {
        heading: 'Your first scene',
        steps: [
          `Charge the ${camera} fully with the cable in the box; the light turns steady green when it is full.`,
          `Install the ${brand.name.en} app on your phone and sign in, or create an account with your mobile number or e-mail.`,
          'Bind the camera: on the website open My cameras, choose Bind camera and type the serial number printed under the camera.',
          'Set the camera on the tripod at chest height in the middle of the first room, tap Shoot in the app and step out of view. Move it two to three metres for each next point.',
          'Upload from the app over Wi-Fi. The scene appears under Scene management, where you rename it, file it in a folder and share its link.',
        ],
      }
    : {
        heading: '拍摄第一个场景',
        steps: [
          `用包装内的数据线为${camera}充满电，指示灯常亮绿色即表示已充满。`,
          `在手机上安装“${brand.name.zh}”App 并登录，也可以用手机号或邮箱注册新账号。`,
          '绑定相机：在官网打开“我的相机”，点击“绑定相机”，输入相机底部印有的序列号。',
          '将相机装在三脚架上，置于第一个房间中央、约胸口高度，在 App 中点击“拍摄”后离开镜头范围。每个点位间隔两到三米。',
          '在 Wi-Fi 下通过 App 上传。场景会出现在“场景管理”中，可在那里重命名、放入文件夹并分享链接。',
        ],
      };
}

function proManual(lang: ManualLang): ManualText {
  const resolution = `${pro.resolution.width} × ${pro.resolution.height}`;
  if (lang === 'en') {
    return {
      title: 'Pro user manual',
      summary: `The eight-lens Pro camera: its specifications, your first scene, care, warranty and support.`,
      sections: [
        {
          heading: 'Specifications',
          figures: [
            ['Lenses', `${pro.lenses}: six around the horizon, one up, one down`],
            ['Panorama resolution', resolution],
            ['On-board storage', `${pro.storageGb} GB`],
            ['Weight', `${pro.weightG} g`],
            ['Upload speed', `Up to ${UPLOAD_SPEED_MB_S.pro} MB/s`],
            ['Cloud capacity', `${BASE_CAPACITY_GB} GB included; plans up to 1 TB by the month or the year`],
            ['In the box', 'Camera, charging cable, lens cover, microfibre cloth, this manual'],
          ],
        },
        firstScene('en', 'Pro'),
        {
          heading: 'Shooting large spaces',
          paragraphs: [
            'All eight lenses fire together, so people passing do not split a panorama; still, ask them to stay out of the room for a clean model.',
            `Each point records depth with the image. Keep doors open between rooms so that points see each other, and shoot every floor of a building in one scene: the stairs link the levels. Up to ${pro.storageGb} GB of shots stay on the camera until you upload.`,
          ],
        },
        care('en'),
        warranty('en', 'Pro'),
        support('en'),
      ],
    };
  }
  return {
    title: 'Pro 使用手册',
    summary: '八镜头 Pro 相机：技术参数、拍摄第一个场景、保养、保修与客服支持。',
    sections: [
      {
        heading: '技术参数',
        figures: [
          ['镜头', `${pro.lenses} 个：水平一周六个，向上、向下各一个`],
          ['全景分辨率', resolution],
          ['机身存储', `${pro.storageGb} GB`],
          ['重量', `${pro.weightG} g`],
          ['上传速度', `最高 ${UPLOAD_SPEED_MB_S.pro} MB/s`],
          ['云端容量', `赠送 ${BASE_CAPACITY_GB} GB；可按月或按年购买，最高 1 TB`],
          ['包装清单', '相机、充电线、镜头保护盖、超细纤维布、本手册'],
        ],
      },
      firstScene('zh', 'Pro 相机'),
      {
        heading: '拍摄大空间',
        paragraphs: [
          '八个镜头同时拍摄，行人经过不会造成全景错位；但为了得到干净的模型，仍请拍摄时让他人离开房间。',
          `每个点位都会同时记录深度。房间之间请保持门打开，使相邻点位互相可见；同一栋建筑的各层请拍在一个场景里，楼梯会把各层连起来。上传前，最多 ${pro.storageGb} GB 的拍摄数据保存在相机内。`,
        ],
      },
      care('zh'),
      warranty('zh', 'Pro 相机'),
      support('zh'),
    ],
  };
}

function liteManual(lang: ManualLang): ManualText {
  if (lang === 'en') {
    return {
      title: 'Lite user manual',
      summary: 'The two-lens Lite camera: its specifications, your first scene, care, warranty and support.',
      sections: [
        {
          heading: 'Specifications',
          figures: [
            ['Lenses', `${lite.lenses} fisheye lenses, one on each side`],
            ['Weight', `${lite.weightG} g`],
            ['Battery', `${lite.batteryMah} mAh`],
            ['Cloud capacity', `${LITE_CAPACITY_GB} GB plan in the box`],
            ['In the box', 'Camera, tripod, charging cable, lens cover, microfibre cloth, this manual'],
          ],
        },
        firstScene('en', 'Lite'),
        {
          heading: 'Shooting small spaces',
          paragraphs: [
            'The Lite is made for flats and small shops: hold it above your head at arm’s length or set it on the tripod from the box, and tap Shoot.',
            `A full ${lite.batteryMah} mAh battery lasts a working day of small spaces; the light turns red when fewer than ten points are left.`,
          ],
        },
        care('en'),
        warranty('en', 'Lite'),
        support('en'),
      ],
    };
  }
  return {
    title: 'Lite 使用手册',
    summary: '双镜头 Lite 相机：技术参数、拍摄第一个场景、保养、保修与客服支持。',
    sections: [
      {
        heading: '技术参数',
        figures: [
          ['镜头', `${lite.lenses} 个鱼眼镜头，正反各一`],
          ['重量', `${lite.weightG} g`],
          ['电池', `${lite.batteryMah} mAh`],
          ['云端容量', `附赠 ${LITE_CAPACITY_GB} GB 套餐`],
          ['包装清单', '相机、三脚架、充电线、镜头保护盖、超细纤维布、本手册'],
        ],
      },
      firstScene('zh', 'Lite 相机'),
      {
        heading: '拍摄小空间',
        paragraphs: [
          'Lite 适合住宅和小店：手持举过头顶，或装在随附的三脚架上，点击“拍摄”即可。',
          `${lite.batteryMah} mAh 电池充满后可满足一天的小空间拍摄；剩余电量不足十个点位时指示灯变红。`,
        ],
      },
      care('zh'),
      warranty('zh', 'Lite 相机'),
      support('zh'),
    ],
  };
}

function minionManual(lang: ManualLang): ManualText {
  if (lang === 'en') {
    return {
      title: 'Minion user manual',
      summary: 'The Minion camera: its specifications, the pre-sale, your first scene, care, warranty and support.',
      sections: [
        {
          heading: 'Specifications',
          figures: [
            ['Lenses', 'Two front lenses'],
            ['Upload speed', `Up to ${UPLOAD_SPEED_MB_S.mini} MB/s, the fastest in our range`],
            ['Cloud capacity', `${BASE_CAPACITY_GB} GB free`],
            ['Pre-sale deposit', `${PRESALE_DEPOSIT_RMB} RMB, counted towards the price`],
          ],
        },
        {
          heading: 'Pre-sale',
          paragraphs: [
            `The Minion is sold in advance with a deposit of ${PRESALE_DEPOSIT_RMB} RMB. We contact you when your camera is ready to ship; it then ships within ${SHIPPING_PROMISE.elsewhereDays} days, with free express delivery.`,
          ],
        },
        firstScene('en', 'Minion'),
        care('en'),
        warranty('en', 'Minion'),
        support('en'),
      ],
    };
  }
  return {
    title: 'Minion 使用手册',
    summary: 'Minion 相机：技术参数、预售、拍摄第一个场景、保养、保修与客服支持。',
    sections: [
      {
        heading: '技术参数',
        figures: [
          ['镜头', '前置双镜头'],
          ['上传速度', `最高 ${UPLOAD_SPEED_MB_S.mini} MB/s，为全系最快`],
          ['云端容量', `免费 ${BASE_CAPACITY_GB} GB`],
          ['预售定金', `${PRESALE_DEPOSIT_RMB} 元，可抵扣货款`],
        ],
      },
      {
        heading: '预售',
        paragraphs: [
          `Minion 采用预售方式，定金 ${PRESALE_DEPOSIT_RMB} 元。相机可发货时我们会联系您，之后 ${SHIPPING_PROMISE.elsewhereDays} 天内发货，免费快递。`,
        ],
      },
      firstScene('zh', 'Minion 相机'),
      care('zh'),
      warranty('zh', 'Minion 相机'),
      support('zh'),
    ],
  };
}

function quickStart(lang: ManualLang): ManualText {
  const steps = firstScene(lang, lang === 'en' ? 'camera' : '相机');
  return lang === 'en'
    ? {
        title: 'Quick start guide',
        summary: 'Five steps from unboxing to a shared scene, for the Pro, Lite and Minion cameras.',
        sections: [{ ...steps, heading: 'Five steps' }, support('en')],
      }
    : {
        title: '快速入门指南',
        summary: '从开箱到分享场景的五个步骤，适用于 Pro、Lite 和 Minion 相机。',
        sections: [{ ...steps, heading: '五个步骤' }, support('zh')],
      };
}

const MANUALS_BY_ID: Record<ManualId, (lang: ManualLang) => ManualText> = {
  pro: proManual,
  lite: liteManual,
  minion: minionManual,
  quickStart,
};

/** Chinese text sets a space between a Chinese character and a Latin letter or digit, either way round. */
function spaced(text: string): string {
  return text.replace(/([\u4e00-\u9fff])([A-Za-z0-9])/g, '$1 $2').replace(/([A-Za-z0-9])([\u4e00-\u9fff])/g, '$1 $2');
}

/** A manual's words in one language. */
export function manualText(id: ManualId, lang: ManualLang): ManualText {
  const text = MANUALS_BY_ID[id](lang);
  if (lang === 'en') return text;
  return {
    title: spaced(text.title),
    summary: spaced(text.summary),
    sections: text.sections.map((section) => ({
      heading: spaced(section.heading),
      ...(section.figures
        ? { figures: section.figures.map(([label, value]) => [spaced(label), spaced(value)] as const) }
        : {}),
      ...(section.steps ? { steps: section.steps.map(spaced) } : {}),
      ...(section.paragraphs ? { paragraphs: section.paragraphs.map(spaced) } : {}),
    })),
  };
}
