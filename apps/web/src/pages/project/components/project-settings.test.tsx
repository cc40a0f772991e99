import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../api/projects/types.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ProjectSettings } from '../advanced-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ProjectSettings', () => {
  it('tells someone without the owner’s rights what only the owner can do', () => {
    const base = projectFixture();
    const can = { ...base.can, update: false, delete: false } satisfies Project['can'];
    renderWithApp(<ProjectSettings project={{ ...base, can }} />, { path: '/', url: '/' });
    expect(screen.getByText('Only the project owner can edit project details')).toBeInTheDocument();
    expect(screen.getByText('Only the project owner can delete this project')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('gives the owner Project Details and the Danger Zone', () => {
    renderWithApp(<ProjectSettings project={projectFixture()} />, { path: '/', url: '/' });
    expect(screen.getByText('Project Details')).toBeInTheDocument();
    expect(screen.getByText('Danger Zone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Project' })).toBeEnabled();
    expect(screen.queryByText(/Only the project owner/)).not.toBeInTheDocument();
  });
});
