import type { Project } from '@eoffering/shared/contract';

/** A project as get_project_info_list / get_project_info_detail answer it (spec 3). */
export const aProject = (overrides: Partial<Project> = {}): Project => ({
  project_aid: 1,
  project_name: '一般奉獻',
  project_intro: '支持教會日常事工',
  project_intro_en: 'Supports the daily ministry of the church',
  project_img_url: '/media/projects/general.jpg',
  project_icon_url: '/media/projects/general-icon.svg',
  project_link_url: '',
  icon_bg: '#0b6e69',
  if_tra: 1,
  donation_desc: '十一奉獻、感恩奉獻與其他奉獻。',
  contact_info1: '',
  contact_name1: '',
  ...overrides,
});

// The project item builder is shared with the member centre's item editing.
export { anItem } from '@eoffering/shared/testing';
